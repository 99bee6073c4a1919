import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { revisionsPath } from './decks-api';
import type { Revision, RevisionData } from './deck-types';

export const revisionsQueryKey = (deckId: string) => ['revisions', deckId] as const;

/** Every saved version of a deck's content, newest first. */
export const revisionsQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: revisionsQueryKey(deckId),
    queryFn: ({ signal }) =>
      apiRequest<{ revisions: Revision[] }>(revisionsPath(deckId), { signal }).then(({ revisions }) => revisions),
  });

/** One revision with its slide markup; a revision never changes. */
export const revisionQueryOptions = (deckId: string, revisionId: number) =>
  queryOptions({
    queryKey: [...revisionsQueryKey(deckId), revisionId],
    queryFn: ({ signal }) => apiRequest<RevisionData>(`${revisionsPath(deckId)}/${revisionId}`, { signal }),
    staleTime: Infinity,
  });
