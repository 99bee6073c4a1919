/** Explore's query parameters; defaults (popular, no keyword, page 1) are left out of the address. */
export interface ExplorePageParams {
  sort?: 'recent';
  keyword?: string;
  page?: number;
}

export function parseExplorePageParams(raw: Record<string, unknown>): ExplorePageParams {
  const params: ExplorePageParams = {};
  if (raw.sort === 'recent') params.sort = 'recent';
  // The router reads `?keyword=2024` as a number; a keyword is text whatever it looks like.
  const keyword = typeof raw.keyword === 'string' || typeof raw.keyword === 'number' ? String(raw.keyword).trim() : '';
  if (keyword) params.keyword = keyword;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) params.page = page;
  return params;
}

/** What the query for these parameters asks. */
export const exploreRequest = (params: ExplorePageParams) =>
  [params.sort ?? 'popular', params.keyword ?? '', params.page ?? 1] as const;
