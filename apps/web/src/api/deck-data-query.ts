import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { DeckContent } from './deck-content-api';
import { withToken } from './deck-query';

/** How long content just fetched (by a preload on hover, or this same open) counts as the newest. */
const JUST_FETCHED_MS = 10_000;

export const deckDataQueryKey = (deckId: string, token?: string) => ['deck-data', deckId, token ?? null] as const;

/**
 * GET /decks/{id}/data: the deck's slide markup (sanitized reveal.js `<section>`s) and its version.
 * Shared by a route's loader and its views: the views never fetch it again
 * (it is as fresh as the open that loaded it); a kiosk asks for it anew when the deck changes.
 */
export const deckDataQueryOptions = (deckId: string, token?: string) =>
  queryOptions({
    queryKey: deckDataQueryKey(deckId, token),
    queryFn: ({ signal }) =>
      apiRequest<DeckContent>(withToken(`/decks/${encodeURIComponent(deckId)}/data`, token), { signal }),
    staleTime: Infinity,
  });

/** What a route's loader opens a deck with: its newest content, fetched once per open. */
export const loadDeckData = (queryClient: QueryClient, deckId: string, token?: string) =>
  queryClient.fetchQuery({ ...deckDataQueryOptions(deckId, token), staleTime: JUST_FETCHED_MS });

/** After a save: the next open of any view of the deck fetches its content again. */
export const forgetDeckData = (queryClient: QueryClient, deckId: string) =>
  queryClient.invalidateQueries({ queryKey: ['deck-data', deckId], refetchType: 'none' });

/** GET /decks/{id}/updated_at: how a kiosk learns that the deck changed. */
export const fetchDeckUpdatedAt = (deckId: string, token?: string) =>
  apiRequest<{ updated_at: string }>(withToken(`/decks/${encodeURIComponent(deckId)}/updated_at`, token)).then(
    ({ updated_at }) => updated_at,
  );
