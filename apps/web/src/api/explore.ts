import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, type Answer } from './client';

export type ExploreResults = Answer<'exploreResponse'>;
export type ExploreSort = Answer<'exploreSort'>;

export const EXPLORE_FAILED_MESSAGE = 'Failed to fetch decks';

/** A page of Explore is shown again without asking for a minute: the page the server painted too. */
const EXPLORE_FRESH_MS = 60_000;

/** GET /explore: public decks, the most viewed or the newest, for a keyword or all of them, a page at a time. */
export function exploreDecks(sort: ExploreSort, keyword: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ sort, keyword, page: String(page) });
  return apiRequest(`/explore?${query}`, { answer: 'exploreResponse', signal });
}

/** Its key is the one the server paints Explore's first page under (apps/bff/src/public-pages). */
export const exploreQueryOptions = (sort: ExploreSort, keyword: string, page: number) =>
  queryOptions({
    queryKey: ['explore', sort, keyword, page],
    queryFn: ({ signal }) => exploreDecks(sort, keyword, page, signal),
    placeholderData: keepPreviousData,
    staleTime: EXPLORE_FRESH_MS,
    meta: { errorMessage: EXPLORE_FAILED_MESSAGE },
  });
