import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../api/client';
import { loadDeckData } from '../api/deck-content';
import { deckQueryOptions } from '../api/decks';
import type { Deck } from '@lectern/contracts';

/** A 404, or a 403 for what the viewer may not see, shows the not-found screen. */
export function rethrowAsNotFound(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound();
  throw error;
}

/** A private link with a password answers this until the password was given. */
export const isPasswordRequired = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === 'password_required';

/** The deck at a deck address; an old slug or the id finds it too, and the caller moves to `deck.slug`. */
export function loadDeck(queryClient: QueryClient, username: string, slugOrId: string, token?: string): Promise<Deck> {
  return queryClient.ensureQueryData(deckQueryOptions(username, slugOrId, token)).catch(rethrowAsNotFound);
}

/** What a deck view's loader found: the deck and its slides, or a private link asking for its password. */
export type DeckViewLoad =
  { passwordRequired: false; deck: Deck } | { passwordRequired: true; pageType: 'deck-password' };

/** The deck and its slide markup for a view, through the page's private link when it has one. */
export async function loadDeckView(
  queryClient: QueryClient,
  username: string,
  slugOrId: string,
  token?: string,
): Promise<DeckViewLoad> {
  try {
    const deck = await queryClient.ensureQueryData(deckQueryOptions(username, slugOrId, token));
    await loadDeckData(queryClient, deck.id, token);
    return { passwordRequired: false, deck };
  } catch (error) {
    if (isPasswordRequired(error)) return { passwordRequired: true, pageType: 'deck-password' };
    return rethrowAsNotFound(error);
  }
}
