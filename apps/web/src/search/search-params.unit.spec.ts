import { describe, expect, it } from 'vitest';
import { pageCount, parseSearchPageParams } from './search-params';

describe('search page parameters', () => {
  it('keep a trimmed term, a page after the first and a sort other than relevance', () => {
    expect(parseSearchPageParams({ search: ' roadmap ', page: 3, sort: 'views' })).toEqual({
      search: 'roadmap',
      page: 3,
      sort: 'views',
    });
    expect(parseSearchPageParams({ search: 2024, page: '2' })).toEqual({ search: '2024', page: 2 });
  });

  it('leave out defaults and what is not valid', () => {
    expect(parseSearchPageParams({ search: '  ', page: 1, sort: 'relevance' })).toEqual({});
    expect(parseSearchPageParams({ page: -2, sort: 'random' })).toEqual({});
    expect(parseSearchPageParams({ page: 1.5 })).toEqual({});
  });

  it('count at least one page', () => {
    expect([0, 1, 8, 9, 17].map((total) => pageCount(total, 8))).toEqual([1, 1, 1, 2, 3]);
  });
});
