/** Deck look and behaviour settings (spec/000 §3) with their defaults (spec/000 §9). */
export interface DeckSettings {
  theme_id: string | null;
  theme_color: string;
  theme_font: string;
  transition: string;
  background_transition: string;
  width: number;
  height: number;
  margin: number;
  center: boolean;
  slide_number: boolean;
  /** Presenting shows reveal.js's navigation arrows. */
  controls: boolean;
  rolling_links: boolean;
  rtl: boolean;
  should_loop: boolean;
  shuffle: boolean;
  /** ms; 0 = off. */
  auto_slide_interval: number;
  navigation_mode: 'default' | 'linear' | 'grid';
  /** minutes; 0 = none. */
  time_limit: number;
  share_notes: boolean;
  upsizing_enabled: boolean;
  font_typekit: string | null;
  font_google: string | null;
  notes: string | null;
  /** Custom CSS as the person wrote it (LESS or CSS); pro and enterprise only. */
  css_input: string;
  /** `css_input` compiled, scoped to the deck and cleaned on the server: what views apply. */
  css_output: string;
  /** Scripts the present views load (https only), when the owner's team allows scripts. */
  script_urls: string[];
  /**
   * The settings given by the theme (`theme_id`) that the deck changed itself since it took it:
   * these stay the deck's, the others follow the theme (decision 0057).
   */
  theme_overrides: string[];
  /** Collaborators with edit rights edit at once on one shared document instead of taking turns (decision 0066). */
  edit_together: boolean;
}

export const DEFAULT_DECK_SETTINGS: DeckSettings = {
  theme_id: null,
  theme_color: 'white-blue',
  theme_font: 'montserrat',
  transition: 'slide',
  background_transition: 'slide',
  width: 960,
  height: 700,
  margin: 0.05,
  center: false,
  slide_number: false,
  controls: true,
  rolling_links: false,
  rtl: false,
  should_loop: false,
  shuffle: false,
  auto_slide_interval: 0,
  navigation_mode: 'default',
  time_limit: 0,
  share_notes: false,
  upsizing_enabled: true,
  font_typekit: null,
  font_google: null,
  notes: null,
  css_input: '',
  css_output: '',
  script_urls: [],
  theme_overrides: [],
  edit_together: false,
};

export const DECK_TITLE_MAX_LENGTH = 200;
/** The profile's inline title edit (spec/000 §5 leaves the number to configuration). */
export const PROFILE_TITLE_MAX_LENGTH = 200;
export const DECK_DESCRIPTION_MAX_LENGTH = 2000;
export const DECKS_PER_PAGE = 24;
export const SEARCH_DECKS_PER_PAGE = 8;

/** A deck slug: at least 2 characters, only letters, digits, - and _ (spec/000 §5). */
export const DECK_SLUG_MIN_LENGTH = 2;
export const DECK_SLUG_MAX_LENGTH = 100;

export const deckMessages = {
  titleEmpty: "Title can't be empty",
  invalidTitle: 'Please enter a valid title',
  empty: 'Can not be empty',
  invalidSlug: 'Please enter a valid URL',
  slugTaken: "That one's already taken :(",
  newerVersion: 'Newer version available',
  notInTrash: 'Only decks in the trash can be deleted permanently',
  searchTermNeeded: 'Please enter a search term',
} as const;

/** The editor's title rule (spec/000 §5): the problem with a title, or undefined when it is fine. */
export function deckTitleProblem(title: string): string | undefined {
  if (title.trim().length === 0) return deckMessages.empty;
  if (title.length > DECK_TITLE_MAX_LENGTH) return deckMessages.invalidTitle;
  return undefined;
}

/** The problem with a deck slug a person typed, or undefined when it is fine. */
export function deckSlugProblem(slug: string): string | undefined {
  if (slug.length === 0) return deckMessages.empty;
  const valid =
    slug.length >= DECK_SLUG_MIN_LENGTH && slug.length <= DECK_SLUG_MAX_LENGTH && /^[A-Za-z0-9_-]+$/.test(slug);
  return valid ? undefined : deckMessages.invalidSlug;
}
