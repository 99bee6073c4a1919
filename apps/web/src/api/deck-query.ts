import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { Deck } from './deck-types';

export const deckQueryKey = (username: string, slugOrId: string) => ['deck', username, slugOrId] as const;

/** GET /users/{username}/decks/{slug-or-id}: an old slug answers too, with the deck's current slug. */
export const deckQueryOptions = (username: string, slugOrId: string) =>
  queryOptions({
    queryKey: deckQueryKey(username, slugOrId),
    queryFn: ({ signal }) =>
      apiRequest<{ deck: Deck }>(`/users/${encodeURIComponent(username)}/decks/${encodeURIComponent(slugOrId)}`, {
        signal,
      }).then(({ deck }) => deck),
  });
