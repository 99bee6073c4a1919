import {
  AUTO_SLIDE_OPTIONS_S,
  slideSizeFrom,
  SLIDE_SIZES,
  THEME_FONTS,
  timeLimitFrom,
  TRANSITIONS,
  type SlideSize,
  type ThemeFontName,
} from '@lectern/deck-format';
import type { UpdateDeckRequest } from '@lectern/contracts';
import type { Deck, Theme } from '@lectern/contracts';

/** The deck settings as the dialog holds them while the person edits (title and slug are fields of their own). */
export interface SettingsValues {
  /** The team theme the look was taken from; a colour or font chosen by hand clears it. */
  theme_id: string | null;
  description: string;
  /** A preset's key (`1280x720`) or `custom`. */
  size: string;
  /** The custom size inputs as typed: at most 4 characters each, anything else falls back. */
  customWidth: string;
  customHeight: string;
  margin: number;
  theme_color: string;
  theme_font: string;
  transition: string;
  background_transition: string;
  center: boolean;
  slide_number: boolean;
  controls: boolean;
  rtl: boolean;
  should_loop: boolean;
  shuffle: boolean;
  upsizing_enabled: boolean;
  /** ms; 0 = off. */
  auto_slide_interval: number;
  navigation_mode: Deck['navigation_mode'];
  /** The time limit as typed; see `timeLimitFrom`. */
  timeLimit: string;
  share_notes: boolean;
  rolling_links: boolean;
  /** LESS or CSS as typed; the server compiles it. */
  css_input: string;
  /** The script URL rows as typed; empty ones are dropped on save. */
  script_urls: string[];
}

export const CUSTOM_SIZE = 'custom';
export const sizeKey = (size: SlideSize) => `${size.width}x${size.height}`;
export const sizeLabel = (size: SlideSize) => `${size.width} × ${size.height}`;

/** A size as the size choice holds it: a preset's key, or `custom` with the sides as text. */
export function sizeChoice(size: SlideSize): Pick<SettingsValues, 'size' | 'customWidth' | 'customHeight'> {
  const preset = SLIDE_SIZES.some((option) => sizeKey(option) === sizeKey(size));
  return {
    size: preset ? sizeKey(size) : CUSTOM_SIZE,
    customWidth: String(size.width),
    customHeight: String(size.height),
  };
}

export function valuesFromDeck(deck: Deck): SettingsValues {
  return {
    theme_id: deck.theme_id,
    description: deck.description,
    ...sizeChoice(deck),
    margin: deck.margin,
    theme_color: deck.theme_color,
    theme_font: deck.theme_font,
    transition: deck.transition,
    background_transition: deck.background_transition,
    center: deck.center,
    slide_number: deck.slide_number,
    controls: deck.controls,
    rtl: deck.rtl,
    should_loop: deck.should_loop,
    shuffle: deck.shuffle,
    upsizing_enabled: deck.upsizing_enabled,
    auto_slide_interval: deck.auto_slide_interval,
    navigation_mode: deck.navigation_mode,
    timeLimit: String(deck.time_limit),
    share_notes: deck.share_notes,
    rolling_links: deck.rolling_links,
    css_input: deck.css_input,
    script_urls: [...deck.script_urls],
  };
}

/** The slide size the values choose: a preset, or the custom inputs with the fallback rules (spec/001 §5). */
export function chosenSize(values: Pick<SettingsValues, 'size' | 'customWidth' | 'customHeight'>): SlideSize {
  const preset = SLIDE_SIZES.find((option) => sizeKey(option) === values.size);
  return preset ?? slideSizeFrom(values.customWidth, values.customHeight);
}

/** The values with a team theme's look taken over: what a new deck of the team starts from (decision 0040). */
export function valuesWithTheme(values: SettingsValues, theme: Theme): SettingsValues {
  return {
    ...values,
    theme_id: theme.id,
    theme_color: theme.color,
    theme_font: theme.font,
    transition: theme.transition,
    background_transition: theme.background_transition,
    ...sizeChoice(theme),
    center: theme.center,
    rolling_links: theme.rolling_links,
    css_input: theme.less,
  };
}

type DeckChanges = UpdateDeckRequest['deck'];

/**
 * What a save sends: only what differs from the deck. A changed title carries the slug along, so
 * the slug shown in the dialog stays the deck's address.
 */
export function changesFrom(deck: Deck, title: string, slug: string, values: SettingsValues): DeckChanges {
  const size = chosenSize(values);
  const next = {
    theme_id: values.theme_id,
    description: values.description,
    width: size.width,
    height: size.height,
    margin: values.margin,
    theme_color: values.theme_color,
    theme_font: values.theme_font,
    transition: values.transition,
    background_transition: values.background_transition,
    center: values.center,
    slide_number: values.slide_number,
    controls: values.controls,
    rtl: values.rtl,
    should_loop: values.should_loop,
    shuffle: values.shuffle,
    upsizing_enabled: values.upsizing_enabled,
    auto_slide_interval: values.auto_slide_interval,
    navigation_mode: values.navigation_mode,
    time_limit: timeLimitFrom(values.timeLimit),
    share_notes: values.share_notes,
    rolling_links: values.rolling_links,
    css_input: values.css_input,
    script_urls: filledScriptUrls(values.script_urls),
  } satisfies DeckChanges;
  const changes: DeckChanges = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => !sameValue(deck[key as keyof typeof next], value)),
  );
  if (title !== deck.title || slug !== deck.slug) Object.assign(changes, { title, slug });
  return changes;
}

/** The script URL rows worth sending: trimmed, empty ones left out. */
export const filledScriptUrls = (rows: readonly string[]) => rows.map((url) => url.trim()).filter((url) => url !== '');

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, i) => item === b[i]) : a === b;

export const hasChanges = (changes: DeckChanges) => Object.keys(changes).length > 0;

/** The fonts offered: all but deprecated ones, unless the deck uses one. */
export function offeredFonts(current: string): { value: string; label: string; fontFamily: string }[] {
  return (Object.entries(THEME_FONTS) as [ThemeFontName, (typeof THEME_FONTS)[ThemeFontName]][])
    .filter(([value, font]) => !('deprecated' in font) || value === current)
    .map(([value, font]) => ({ value, label: font.label, fontFamily: font.family }));
}

/** The transitions offered: all but deprecated ones, unless the deck uses one. */
export const offeredTransitions = (current: string) =>
  TRANSITIONS.filter((transition) => !transition.deprecated || transition.value === current);

/** Off, the presets, and the deck's own interval when it is none of them. */
export function autoSlideOptions(currentMs: number): { value: number; label: string }[] {
  const seconds = new Set<number>(AUTO_SLIDE_OPTIONS_S);
  if (currentMs > 0) seconds.add(currentMs / 1000);
  return [
    { value: 0, label: 'Off' },
    ...[...seconds].sort((a, b) => a - b).map((s) => ({ value: s * 1000, label: `${s} seconds` })),
  ];
}

/** A margin (a share of the slide size) as a whole percentage. */
export const marginPercent = (margin: number) => Math.round(margin * 100);
