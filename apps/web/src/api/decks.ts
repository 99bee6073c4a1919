import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Deck, UpdateDeckRequest } from '@lectern/contracts';
import { apiRequest, withToken, type Answer, type Body } from './client';
import { forgetDeckData } from './deck-content';

// The deck calls of spec/000 §7; the content is in deck-content.ts, the history in revisions.ts.

const deckPath = (deckId: string) => `/decks/${encodeURIComponent(deckId)}`;

export const deckQueryKey = (username: string, slugOrId: string, token?: string) =>
  token === undefined ? (['deck', username, slugOrId] as const) : (['deck', username, slugOrId, { token }] as const);

/** GET /users/{username}/decks/{slug-or-id}: an old slug answers too, with the deck's current slug. */
export const fetchDeck = (username: string, slugOrId: string, token?: string, signal?: AbortSignal) =>
  apiRequest(withToken(`/users/${encodeURIComponent(username)}/decks/${encodeURIComponent(slugOrId)}`, token), {
    answer: 'deckResponse',
    signal,
  }).then(({ deck }) => deck);

export const deckQueryOptions = (username: string, slugOrId: string, token?: string) =>
  queryOptions({
    queryKey: deckQueryKey(username, slugOrId, token),
    queryFn: ({ signal }) => fetchDeck(username, slugOrId, token, signal),
  });

/**
 * Writes a deck the server answered into every cached read of it (whatever address or private link
 * it was read through) and under its current address, so no view shows it as it was before.
 */
export function putDeck(queryClient: QueryClient, deck: Deck): void {
  updateCachedDeck(queryClient, deck.id, () => deck);
  queryClient.setQueryData(deckQueryKey(deck.user.username, deck.slug), deck);
}

function updateCachedDeck(queryClient: QueryClient, deckId: string, update: (cached: Deck) => Deck): void {
  queryClient.setQueriesData<Deck>({ queryKey: ['deck'] }, (cached) =>
    cached?.id === deckId ? update(cached) : cached,
  );
}

export const createDeck = (deck: NonNullable<Body<'createDeckRequest'>['deck']> = {}) =>
  apiRequest('/decks', { method: 'POST', body: { deck }, answer: 'deckResponse' }).then((answer) => answer.deck);

/** Whether the deck is the only one the signed-in person has (GET /decks: their own), that is their first. */
export const isOnlyOwnDeck = (deckId: string) =>
  apiRequest('/decks', { answer: 'decksResponse' }).then((page) => page.total === 1 && page.results[0]?.id === deckId);

/**
 * PUT /decks/{id}: settings, or content (`data` with the `version` it is based on; a save based on
 * an older version is refused, see `isNewerVersionError`). The answered deck goes into the cache;
 * after a content save the cached content is marked to be fetched again.
 */
export async function saveDeck(
  queryClient: QueryClient,
  deckId: string,
  changes: UpdateDeckRequest['deck'],
  signal?: AbortSignal,
): Promise<Deck> {
  const { deck } = await apiRequest(deckPath(deckId), {
    method: 'PUT',
    body: { deck: changes },
    answer: 'deckResponse',
    signal,
  });
  putDeck(queryClient, deck);
  if (changes.data !== undefined) void forgetDeckData(queryClient, deckId);
  return deck;
}

export const trashDeck = (deckId: string) => apiRequest(`${deckPath(deckId)}/trash`, { method: 'POST' });

export const recoverDeck = (deckId: string) => apiRequest(`${deckPath(deckId)}/recover`, { method: 'POST' });

/** Permanent deletion; the server accepts it only for a deck in the trash. */
export const destroyDeck = (deckId: string) => apiRequest(deckPath(deckId), { method: 'DELETE' });

/** A copy in the signed-in user's profile: `fork` of someone's deck, `clone` of one's own. */
export const copyDeck = (deckId: string, kind: 'fork' | 'clone') =>
  apiRequest(`${deckPath(deckId)}/${kind}`, { method: 'POST', answer: 'forkResponse' }).then(({ deck }) => deck);

export type KudosState = Answer<'kudosResponse'>;

/** Gives or takes back kudos; the answered count goes into every cached read of the deck. */
export async function giveKudos(queryClient: QueryClient, deckId: string, given: boolean): Promise<KudosState> {
  const kudos = await apiRequest(`${deckPath(deckId)}/kudos/${given ? 'kudo' : 'unkudo'}`, {
    method: 'POST',
    answer: 'kudosResponse',
  });
  updateCachedDeck(queryClient, deckId, (cached) => ({ ...cached, ...kudos }));
  return kudos;
}

/** Counts a view; a page opened through a private link counts it with the link's token. */
export const countView = (deckId: string, token?: string) =>
  apiRequest(withToken(`${deckPath(deckId)}/views`, token), { method: 'POST' });
