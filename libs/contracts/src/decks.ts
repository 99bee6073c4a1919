import { z } from 'zod';
import {
  checkScriptUrl,
  CUSTOM_FONT_MAX_LENGTH,
  DECK_DESCRIPTION_MAX_LENGTH,
  DECK_SCRIPT_MAX_COUNT,
  DECK_SCRIPT_URL_MAX_LENGTH,
  DECK_TITLE_MAX_LENGTH,
  deckMessages,
  deckSlugProblem,
} from '@lectern/domain';
import { CUSTOM_CSS_MAX_LENGTH } from '@lectern/deck-format/custom-css-limits';
import { storedContent, storedText } from './text.js';
import { accountType } from './users.js';

export const deckVisibility = z.enum(['self', 'team', 'all']);

/** Deck settings a client may change (spec/000 §3); all optional in an update. */
const deckSettingsShape = (text: () => z.ZodString) => ({
  theme_id: text().max(64).nullable(),
  theme_color: text().max(64),
  theme_font: text().max(64),
  transition: text().max(32),
  background_transition: text().max(32),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
  margin: z.number().min(0).max(1),
  center: z.boolean(),
  slide_number: z.boolean(),
  controls: z.boolean(),
  rolling_links: z.boolean(),
  rtl: z.boolean(),
  should_loop: z.boolean(),
  shuffle: z.boolean(),
  auto_slide_interval: z.number().int().min(0).max(3_600_000),
  navigation_mode: z.enum(['default', 'linear', 'grid']),
  time_limit: z.number().int().min(0).max(1440),
  share_notes: z.boolean(),
  upsizing_enabled: z.boolean(),
  font_typekit: text().max(CUSTOM_FONT_MAX_LENGTH).nullable(),
  font_google: text().max(CUSTOM_FONT_MAX_LENGTH).nullable(),
  notes: text().max(10_000).nullable(),
  edit_together: z.boolean(),
});
/** Deck settings as a client sends them: their text is checked before it is stored. */
export const deckSettingsInput = z.object(deckSettingsShape(storedText));
/** Deck settings as the API answers them, with the custom CSS as written and as applied. */
const deckSettings = z.object({
  ...deckSettingsShape(() => z.string()),
  css_input: z.string(),
  css_output: z.string(),
  script_urls: z.array(z.string()),
});

/** A script URL as typed, checked (spec/001 §5) and stored as parsed. */
const scriptUrl = storedText()
  .max(DECK_SCRIPT_URL_MAX_LENGTH * 2)
  .transform((typed, context) => {
    const checked = checkScriptUrl(typed);
    if ('url' in checked) return checked.url;
    context.addIssue({ code: 'custom', message: checked.problem });
    return z.NEVER;
  });

/** A deck as the profile, search and show pages list it. */
export const deckCard = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    visibility: deckVisibility,
    status: z.enum(['active', 'trashed']),
    view_count: z.number().int(),
    kudos_count: z.number().int(),
    slide_count: z.number().int(),
    thumbnail_url: z.string().nullable(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    tag_ids: z.array(z.string()),
    user: z.object({ id: z.string(), username: z.string(), account_type: accountType }),
  })
  .meta({ id: 'DeckCard' });
export type DeckCard = z.infer<typeof deckCard>;

/**
 * A whole deck, with what the requester may do: `kudoed` says whether they gave it kudos,
 * `can_edit` whether they may open the editor, `can_administer` whether they manage sharing,
 * `edit_requires_upgrade` whether their role would edit it but the owner's plan does not (a private
 * deck of a free-plan owner), `can_use_scripts` whether they may change its script URLs, and
 * `can_run_scripts` whether its present views load them (the owner's team allows scripts).
 */
export const deck = deckCard
  .extend(deckSettings.shape)
  .extend({
    forked_from: z.string().nullable(),
    kudoed: z.boolean(),
    can_edit: z.boolean(),
    can_administer: z.boolean(),
    edit_requires_upgrade: z.boolean(),
    can_use_scripts: z.boolean(),
    can_run_scripts: z.boolean(),
    /**
     * The markup of the theme the deck follows (decision 0057), cleaned when the theme was saved,
     * drawn on every slide; '' for none.
     */
    theme_html: z.string(),
    /** That theme's script, which its present views run: '' unless `can_run_scripts`. */
    theme_js: z.string(),
    /** Whether collaborators comment on it and take turns editing it (spec/001 §4). */
    collaborative: z.boolean(),
    /** How many collaborators may edit it (spec/001 §5). */
    deck_user_editor_limit: z.number().int(),
  })
  .meta({ id: 'Deck' });
export type Deck = z.infer<typeof deck>;

const title = storedText().trim().min(1, deckMessages.titleEmpty).max(DECK_TITLE_MAX_LENGTH, deckMessages.invalidTitle);

export const createDeckRequest = z.object({
  deck: z
    .object({
      title: title.optional(),
      description: storedText().max(DECK_DESCRIPTION_MAX_LENGTH).optional(),
      visibility: deckVisibility.optional(),
      theme_color: storedText().max(64).optional(),
      /** A deck template of GET /deck_templates the deck starts from: its look and its slides. */
      deck_template_id: storedText().max(80).optional(),
    })
    .optional(),
});

const slug = storedText().superRefine((value, context) => {
  const problem = deckSlugProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/**
 * PUT /decks/{id}: the chosen fields. A content save sends `data` with the `version` it was
 * based on; a save based on an older version is refused with 409.
 */
export const updateDeckRequest = z.object({
  deck: deckSettingsInput.partial().extend({
    title: title.optional(),
    /** A slug the person chose; the old one keeps leading to the deck. */
    slug: slug.optional(),
    description: storedText().max(DECK_DESCRIPTION_MAX_LENGTH).optional(),
    visibility: deckVisibility.optional(),
    data: storedContent()
      .max(10 * 1024 * 1024)
      .optional(),
    version: z.number().int().min(0).optional(),
    /** LESS or CSS; the server compiles, scopes and cleans it into `css_output` (pro and enterprise). */
    css_input: storedContent().max(CUSTOM_CSS_MAX_LENGTH).optional(),
    /** Scripts the present views load, https only, where the owner's team allows scripts (spec/002 §3). */
    script_urls: z.array(scriptUrl).max(DECK_SCRIPT_MAX_COUNT).optional(),
  }),
});
export type UpdateDeckRequest = z.input<typeof updateDeckRequest>;

export const deckResponse = z.object({ deck });
export const deckDataResponse = z.object({ data: z.string(), version: z.number().int() });
export const deckUpdatedAtResponse = z.object({ updated_at: z.string() });
export const publishRequest = z.object({ visibility: z.literal('all') });
export const publishResponse = z.object({ deck: z.object({ visibility: deckVisibility, slug: z.string() }) });
export const forkResponse = z.object({
  deck: z.object({ id: z.string(), slug: z.string(), user: z.object({ username: z.string() }) }),
});
export const kudosResponse = z.object({ kudos_count: z.number().int(), kudoed: z.boolean() });

/**
 * GET /decks: the requester's own decks, a page at a time (spec/000 §7), newest or oldest first,
 * optionally those whose title or description holds `q`, or that carry the tag `tag_id` (the
 * browser lists of spec/002 §7).
 */
export const decksQuery = z.object({
  order: z.enum(['newest-first', 'oldest-first']).default('newest-first'),
  q: storedText().trim().max(200).default(''),
  tag_id: storedText().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type DecksQuery = z.input<typeof decksQuery>;
/** A page of deck cards, with how many there are in all. */
export const deckCardPage = z.object({
  results: z.array(deckCard),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const decksResponse = deckCardPage.meta({ id: 'DecksResponse' });
export type DecksResponse = z.infer<typeof decksResponse>;

export const profileTab = z.enum(['personal', 'shared', 'trash']);
export const profileDecksQuery = z.object({
  tab: profileTab.default('personal'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const profileDecksResponse = z.object({
  results: z.array(deckCard),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  tabs: z.object({ personal: z.number().int(), shared: z.number().int(), trash: z.number().int() }),
});

export const searchSort = z.enum(['relevance', 'created', 'views']);
export const searchQuery = z.object({
  q: storedText().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: searchSort.default('relevance'),
});
export const searchResponse = z.object({
  total: z.number().int(),
  results: z.array(deckCard),
  decks_per_page: z.number().int(),
});

/** Explore (spec/002 §2): public decks, the most viewed or the newest, optionally for a keyword. */
export const exploreSort = z.enum(['popular', 'recent']);
export const exploreQuery = z.object({
  keyword: storedText().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: exploreSort.default('popular'),
});
export const exploreResponse = searchResponse;
export type ExploreQuery = z.output<typeof exploreQuery>;
export type ExploreResponse = z.infer<typeof exploreResponse>;

export const revision = z.object({
  id: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  author: z.object({ id: z.string(), username: z.string() }).nullable(),
  restored_from: z.number().int().nullable(),
});
export const revisionsResponse = z.object({ revisions: z.array(revision) });
export const revisionDataResponse = z.object({ revision, data: z.string() });

export const tag = z
  .object({
    id: z.string(),
    name: z.string(),
    tag_type: z.enum(['deck', 'media']),
    decks: z.array(z.string()),
    medias: z.array(z.string()),
  })
  .meta({ id: 'Tag' });
export type Tag = z.infer<typeof tag>;
export const tagsQuery = z.object({ tag_type: z.enum(['deck', 'media']).default('deck') });
/** A team's shared tags are for its shared media only (spec/001 §7 "team tags under /team/tags"). */
export const teamTagsQuery = z.object({ tag_type: z.literal('media').default('media') });
export const tagsResponse = z.object({ tags: z.array(tag) });
export const tagResponse = z.object({ tag });
export const renameTagRequest = z.object({ tag: z.object({ name: storedText().max(200) }) });
export const modelIdsRequest = z.object({ model_ids: z.array(storedText().max(64)).min(1).max(1000) });

/** POST /decks/{id}/slide_html: one slide's markup (a `<section>`) cleaned as a content save would clean it. */
export const slideHtmlRequest = z.object({ html: storedContent().max(1024 * 1024) });
export const slideHtmlResponse = z.object({ html: z.string() });
