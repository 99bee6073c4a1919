import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, type Answer } from './client';
import { forgetDeckData } from './deck-content';
import { putDeck } from './decks';

// A deck's saved versions (spec/000 §7): the list, one with its markup, and restoring one.

export type Revision = Answer<'revisionsResponse'>['revisions'][number];

const revisionsPath = (deckId: string) => `/decks/${encodeURIComponent(deckId)}/revisions`;

export const revisionsQueryKey = (deckId: string) => ['revisions', deckId] as const;

/** GET /decks/{id}/revisions: every saved version of a deck's content, newest first. */
export const fetchRevisions = (deckId: string, signal?: AbortSignal) =>
  apiRequest(revisionsPath(deckId), { answer: 'revisionsResponse', signal }).then(({ revisions }) => revisions);

/** GET /decks/{id}/revisions/{rev}: one revision with its slide markup. */
export const fetchRevision = (deckId: string, revisionId: number, signal?: AbortSignal) =>
  apiRequest(`${revisionsPath(deckId)}/${revisionId}`, { answer: 'revisionDataResponse', signal });

export const revisionsQueryOptions = (deckId: string) =>
  queryOptions({ queryKey: revisionsQueryKey(deckId), queryFn: ({ signal }) => fetchRevisions(deckId, signal) });

/** A revision never changes. */
export const revisionQueryOptions = (deckId: string, revisionId: number) =>
  queryOptions({
    queryKey: [...revisionsQueryKey(deckId), revisionId],
    queryFn: ({ signal }) => fetchRevision(deckId, revisionId, signal),
    staleTime: Infinity,
  });

/**
 * POST /decks/{id}/revisions/{rev}/restore: makes a revision's content the deck's content again, as a
 * new save. The answered deck goes into the cache; its content and history are fetched again.
 */
export async function restoreRevision(queryClient: QueryClient, deckId: string, revisionId: number) {
  const { deck } = await apiRequest(`${revisionsPath(deckId)}/${revisionId}/restore`, {
    method: 'POST',
    answer: 'deckResponse',
  });
  putDeck(queryClient, deck);
  await forgetDeckData(queryClient, deckId);
  await queryClient.invalidateQueries({ queryKey: revisionsQueryKey(deckId), exact: true });
  return deck;
}
