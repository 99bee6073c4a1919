import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { withToken } from './deck-query';

/** GET /decks/{id}/data: the deck's slide markup (sanitized reveal.js `<section>`s) and its version. */
export interface DeckData {
  data: string;
  version: number;
}

export const deckDataQueryKey = (deckId: string, token?: string) => ['deck-data', deckId, token ?? null] as const;

export const deckDataQueryOptions = (deckId: string, token?: string) =>
  queryOptions({
    queryKey: deckDataQueryKey(deckId, token),
    queryFn: ({ signal }) =>
      apiRequest<DeckData>(withToken(`/decks/${encodeURIComponent(deckId)}/data`, token), { signal }),
  });

/** GET /decks/{id}/updated_at: how a kiosk learns that the deck changed. */
export const fetchDeckUpdatedAt = (deckId: string, token?: string) =>
  apiRequest<{ updated_at: string }>(withToken(`/decks/${encodeURIComponent(deckId)}/updated_at`, token)).then(
    ({ updated_at }) => updated_at,
  );
