import { ApiError, apiRequest } from './client';
import type { Deck } from './deck-types';

// The deck's content (spec/000 §7): its slide markup and the version a save is based on. It is
// read through the shared query of deck-data-query.ts.

export interface DeckContent {
  /** Sanitized reveal.js slide markup; '' for a deck with no content yet. */
  data: string;
  version: number;
}

const deckPath = (deckId: string) => `/decks/${encodeURIComponent(deckId)}`;

/**
 * PUT /decks/{id} with the markup and the version it is based on; answers the deck with its new
 * version. A save based on an older version is refused (see `isNewerVersionError`).
 */
export const saveDeckContent = (deckId: string, content: DeckContent, signal?: AbortSignal) =>
  apiRequest<{ deck: Deck }>(deckPath(deckId), { method: 'PUT', body: { deck: content }, signal }).then(
    ({ deck }) => deck,
  );

/** The server holds a newer version than the one a save was based on (409 `newer_version`). */
export const isNewerVersionError = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'newer_version';
