import type { Deck, DeckCard } from '@lectern/contracts';
import { DEFAULT_DECK_EDITOR_LIMIT, DEFAULT_DECK_SETTINGS, heldPlan } from '@lectern/domain';
import type { DeckRow } from '@lectern/read-models';

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
    account_type: heldPlan(row.owner_account_type, row.owner_team_id !== null && row.owner_team_active),
  },
});

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
 * A deck row as the API's full deck, with what the requester may do with it; `css_output` is the
 * styles every view applies (its team's global CSS, then its own).
 */
export const toDeckResponse = (row: DeckRow, viewer: DeckViewer, cssOutput: string): Deck => ({
  ...toDeckCardResponse(row),
  // Decks made before a setting existed have its default.
  ...DEFAULT_DECK_SETTINGS,
  ...row.settings,
  css_output: cssOutput,
  forked_from: row.forked_from,
  collaborative: row.collaborative,
  deck_user_editor_limit: DEFAULT_DECK_EDITOR_LIMIT,
  ...viewer,
});
