import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { SearchResults, SearchSort } from './deck-types';

export const SEARCH_FAILED_MESSAGE = 'Failed to fetch search results';

/** GET /search: public decks and the searcher's own matching the term, a page at a time. */
export const searchQueryOptions = (term: string, page: number, sort: SearchSort) =>
  queryOptions({
    queryKey: ['search', term, page, sort],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ q: term, page: String(page), sort });
      return apiRequest<SearchResults>(`/search?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: SEARCH_FAILED_MESSAGE },
  });
