import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../api/client';
import { deckQueryOptions } from '../api/deck-query';
import type { Deck } from '../api/deck-types';

/** A 404, or a 403 for what the viewer may not see, shows the not-found screen. */
export function rethrowAsNotFound(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound();
  throw error;
}

/** The deck at a deck address; an old slug or the id finds it too, and the caller moves to `deck.slug`. */
export function loadDeck(queryClient: QueryClient, username: string, slugOrId: string): Promise<Deck> {
  return queryClient.ensureQueryData(deckQueryOptions(username, slugOrId)).catch(rethrowAsNotFound);
}
