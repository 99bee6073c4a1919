import type { QueryClient } from '@tanstack/react-query';
import { loadDeckView } from '../routing/deck-loader';
import { pageToken } from './query-options';

interface DeckViewLoaderContext {
  context: { queryClient: QueryClient };
  params: { username: string; slugOrId: string };
  location: { searchStr: string };
}

/**
 * The loader of every deck view: the deck and its slides, through the page's private link when
 * it has one. Kept apart from the views: a route's loader is in the first download.
 */
export const deckViewLoader = ({ context, params, location }: DeckViewLoaderContext) =>
  loadDeckView(context.queryClient, params.username, params.slugOrId, pageToken(location.searchStr));
