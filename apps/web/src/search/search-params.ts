import type { SearchSort } from '../api/search';

/** The search page's query parameters (spec/000 §2 "Deck search page"); defaults are left out. */
export interface SearchPageParams {
  search?: string;
  page?: number;
  sort?: SearchSort;
}

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  created: 'Newest first',
  views: 'Most views',
};

/** A few terms to start from. */
export { DECK_KEYWORDS as SEARCH_KEYWORDS } from '@lectern/site-content';

export function parseSearchPageParams(raw: Record<string, unknown>): SearchPageParams {
  const params: SearchPageParams = {};
  // The router reads `?search=2024` as a number; a term is text whatever it looks like.
  const term = typeof raw.search === 'string' || typeof raw.search === 'number' ? String(raw.search).trim() : '';
  if (term) params.search = term;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) params.page = page;
  if (raw.sort === 'created' || raw.sort === 'views') params.sort = raw.sort;
  return params;
}

/** How many pages `total` results fill. */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
