import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { Deck } from './deck-types';

export const deckQueryKey = (username: string, slugOrId: string, token?: string) =>
  token === undefined ? (['deck', username, slugOrId] as const) : (['deck', username, slugOrId, { token }] as const);

/** The `?token=` of a private link, carried by every deck read of a page opened through one. */
export const withToken = (path: string, token?: string) =>
  token === undefined ? path : `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;

/** GET /users/{username}/decks/{slug-or-id}: an old slug answers too, with the deck's current slug. */
export const deckQueryOptions = (username: string, slugOrId: string, token?: string) =>
  queryOptions({
    queryKey: deckQueryKey(username, slugOrId, token),
    queryFn: ({ signal }) =>
      apiRequest<{ deck: Deck }>(
        withToken(`/users/${encodeURIComponent(username)}/decks/${encodeURIComponent(slugOrId)}`, token),
        { signal },
      ).then(({ deck }) => deck),
  });
