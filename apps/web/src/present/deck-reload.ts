import type { QueryClient } from '@tanstack/react-query';
import { deckDataQueryKey } from '../api/deck-content';

/** Loads a deck and its slides again: the views showing them redraw with what changed. */
export function reloadDeck(queryClient: QueryClient, deckId: string, token?: string): void {
  void queryClient.invalidateQueries({ queryKey: ['deck'] });
  void queryClient.invalidateQueries({ queryKey: deckDataQueryKey(deckId, token) });
}
