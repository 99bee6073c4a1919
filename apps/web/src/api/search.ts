import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, type Answer } from './client';

export type SearchResults = Answer<'searchResponse'>;
export type SearchSort = Answer<'searchSort'>;

export const SEARCH_FAILED_MESSAGE = 'Failed to fetch search results';

/** GET /search: public decks and the searcher's own matching the term, a page at a time. */
export function searchDecks(term: string, page: number, sort: SearchSort, signal?: AbortSignal) {
  const query = new URLSearchParams({ q: term, page: String(page), sort });
  return apiRequest(`/search?${query}`, { answer: 'searchResponse', signal });
}

export const searchQueryOptions = (term: string, page: number, sort: SearchSort) =>
  queryOptions({
    queryKey: ['search', term, page, sort],
    queryFn: ({ signal }) => searchDecks(term, page, sort, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: SEARCH_FAILED_MESSAGE },
  });
