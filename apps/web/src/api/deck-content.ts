import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, withToken, type Answer } from './client';

// A deck's content (spec/000 §7): its slide markup and the version a save is based on. A content
// save is a PUT /decks/{id} like any deck change: `saveDeck` in decks.ts.

/** The slide markup (sanitized reveal.js `<section>`s, '' for a deck with no content yet) and its version. */
export type DeckContent = Answer<'deckDataResponse'>;

/** How long content just fetched (by a preload on hover, or this same open) counts as the newest. */
const JUST_FETCHED_MS = 10_000;

const contentPath = (deckId: string, part: 'data' | 'updated_at', token?: string) =>
  withToken(`/decks/${encodeURIComponent(deckId)}/${part}`, token);

/** GET /decks/{id}/data */
export const fetchDeckContent = (deckId: string, token?: string, signal?: AbortSignal) =>
  apiRequest(contentPath(deckId, 'data', token), { answer: 'deckDataResponse', signal });

/** GET /decks/{id}/updated_at: how a kiosk learns that the deck changed. */
export const fetchDeckUpdatedAt = (deckId: string, token?: string) =>
  apiRequest(contentPath(deckId, 'updated_at', token), { answer: 'deckUpdatedAtResponse' }).then(
    ({ updated_at }) => updated_at,
  );

export const deckDataQueryKey = (deckId: string, token?: string) => ['deck-data', deckId, token ?? null] as const;

/**
 * The content query, shared by a route's loader and its views: the views never fetch it again
 * (it is as fresh as the open that loaded it); a kiosk asks for it anew when the deck changes.
 */
export const deckDataQueryOptions = (deckId: string, token?: string) =>
  queryOptions({
    queryKey: deckDataQueryKey(deckId, token),
    queryFn: ({ signal }) => fetchDeckContent(deckId, token, signal),
    staleTime: Infinity,
  });

/** What a route's loader opens a deck with: its newest content, fetched once per open. */
export const loadDeckData = (queryClient: QueryClient, deckId: string, token?: string) =>
  queryClient.fetchQuery({ ...deckDataQueryOptions(deckId, token), staleTime: JUST_FETCHED_MS });

/**
 * After a content save: the next open of any view of the deck fetches its content again. The save's
 * answer is the deck without its markup, and the server sanitizes what it stores, so the markup the
 * editor sent is not written into the cache as the deck's content.
 */
export const forgetDeckData = (queryClient: QueryClient, deckId: string) =>
  queryClient.invalidateQueries({ queryKey: ['deck-data', deckId], refetchType: 'none' });

/** The server holds a newer version than the one a save was based on (409 `newer_version`). */
export const isNewerVersionError = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'newer_version';
