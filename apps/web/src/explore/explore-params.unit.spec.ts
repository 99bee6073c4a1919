import { describe, expect, it } from 'vitest';
import { exploreRequest, parseExplorePageParams } from './explore-params';

describe('parseExplorePageParams', () => {
  it('leaves the defaults out of the address', () => {
    expect(parseExplorePageParams({ sort: 'popular', keyword: '  ', page: 1 })).toEqual({});
  });

  it('keeps a known sort, a trimmed keyword as text and a later page', () => {
    expect(parseExplorePageParams({ sort: 'recent', keyword: 2024, page: '3' })).toEqual({
      sort: 'recent',
      keyword: '2024',
      page: 3,
    });
  });

  it('drops an unknown sort and a page that is not a whole number above 1', () => {
    expect(parseExplorePageParams({ sort: 'views', page: '2.5' })).toEqual({});
  });
});

describe('exploreRequest', () => {
  it('asks for the most viewed decks, all of them, from the first page by default', () => {
    expect(exploreRequest({})).toEqual(['popular', '', 1]);
  });
});
