import { useSuspenseQuery } from '@tanstack/react-query';
import { deckDataQueryOptions } from '../api/deck-content';
import { deckQueryOptions } from '../api/decks';
import { withMediaToken } from '../access-tokens';

/** The deck of a deck address and its slide markup, both loaded by the route's loader. */
export function useDeckAndMarkup(username: string, slugOrId: string, token?: string) {
  const { data: deck } = useSuspenseQuery(deckQueryOptions(username, slugOrId, token));
  const { data } = useSuspenseQuery(deckDataQueryOptions(deck.id, token));
  return { deck, markup: withMediaToken(data.data, token) };
}
