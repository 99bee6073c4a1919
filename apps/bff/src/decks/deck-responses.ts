import type { Deck, DeckCard } from '@lectern/contracts';
import { DEFAULT_DECK_EDITOR_LIMIT, type DeckSettings } from '@lectern/domain';
import { ownerHeldPlan, type DeckRow, type ThemeRow } from '@lectern/read-models';

/** Where a deck's thumbnail is served (to whoever may view the deck), new with each picture. */
export const deckThumbnailUrl = (row: Pick<DeckRow, 'id' | 'thumbnail' | 'thumbnail_position'>): string | null =>
  row.thumbnail ? `/api/v1/decks/${row.id}/thumbnail?v=${row.thumbnail_position}` : null;

/** A deck row as the API's deck card (lists, search, profiles). */
export const toDeckCardResponse = (row: DeckRow): DeckCard => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  description: row.description,
  visibility: row.visibility,
  status: row.status,
  view_count: row.view_count,
  kudos_count: row.kudos_count,
  slide_count: row.slide_count,
  thumbnail_url: deckThumbnailUrl(row),
  version: row.version,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
  tag_ids: row.tag_ids,
  // The plan the owner holds: an active team member's decks are an enterprise team's decks.
  user: {
    id: row.owner_id,
    username: row.owner_username,
    account_type: ownerHeldPlan(row),
  },
});

/** What every view of a deck shows of it: its settings with the theme it follows (decision 0057). */
export interface DeckLook {
  /** Its settings as shown; `css_output` is the styles every view applies: its team's global CSS, then its own. */
  settings: DeckSettings;
  /** The theme it follows, if any. */
  theme: ThemeRow | undefined;
}

/** What the requester may do with a deck, as the deck response tells the client. */
export interface DeckViewer {
  kudoed: boolean;
  can_edit: boolean;
  can_administer: boolean;
  edit_requires_upgrade: boolean;
  can_use_scripts: boolean;
  can_run_scripts: boolean;
}

/**
 * A deck row as the API's full deck, with what the requester may do with it, as its views show it
 * (`look`: its settings with the theme it follows; `css_output` the styles every view applies).
 * The theme's script goes only to those whose views run it.
 */
export const toDeckResponse = (row: DeckRow, viewer: DeckViewer, look: DeckLook): Deck => ({
  ...toDeckCardResponse(row),
  ...look.settings,
  theme_html: look.theme?.html ?? '',
  theme_js: viewer.can_run_scripts ? (look.theme?.js ?? '') : '',
  forked_from: row.forked_from,
  collaborative: row.collaborative,
  deck_user_editor_limit: DEFAULT_DECK_EDITOR_LIMIT,
  ...viewer,
});
