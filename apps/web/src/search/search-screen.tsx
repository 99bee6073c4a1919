import { useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type SearchSort, searchQueryOptions } from '../api/search';
import { useDocumentTitle } from '../routing/use-document-title';
import { SearchResults } from './search-results';
import { parseSearchPageParams, SEARCH_KEYWORDS, SEARCH_SORT_LABELS } from './search-params';
import { useSearchInput } from './use-search-input';

const route = getRouteApi('/search');

/** Deck search (spec/000 §2 "Deck search page"): the term, the page and the sort live in the address. */
export function SearchScreen() {
  useDocumentTitle('Search');
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const inputId = useId();
  const sortId = useId();
  const input = useRef<HTMLInputElement>(null);
  const term = params.search ?? '';
  const page = params.page ?? 1;
  const sort = params.sort ?? 'relevance';
  const query = useQuery({ ...searchQueryOptions(term, page, sort), enabled: term !== '' });

  const change = (changes: Record<string, unknown>, replace: boolean) =>
    void navigate({
      search: (previous) => parseSearchPageParams({ ...previous, ...changes }),
      replace,
      resetScroll: !replace,
    });
  const box = useSearchInput(term, (value) => change({ search: value, page: undefined }, true));

  const clear = () => {
    box.choose('');
    input.current?.focus();
  };

  return (
    <section className="search">
      <h1 className="search__title">Search decks</h1>
      <form
        className="search__form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          box.choose(box.draft);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Search term
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          className="field__input search__input"
          placeholder="Search by title or description"
          autoComplete="off"
          value={box.draft}
          onChange={(event) => box.type(event.currentTarget.value)}
        />
        <button type="button" className="button" onClick={clear} disabled={box.draft === ''}>
          Clear
        </button>
      </form>
      <div className="search__options">
        <div className="search__keywords" role="group" aria-label="Suggested terms">
          {SEARCH_KEYWORDS.map((keyword) => (
            <button
              key={keyword}
              type="button"
              className="tag-bar__tag"
              aria-pressed={term === keyword}
              onClick={() => box.choose(keyword)}
            >
              {keyword}
            </button>
          ))}
        </div>
        <div className="search__sort">
          <label htmlFor={sortId} className="deck-filters__label">
            Sort
          </label>
          <select
            id={sortId}
            className="field__input deck-filters__select"
            value={sort}
            onChange={(event) => change({ sort: event.currentTarget.value as SearchSort, page: undefined }, true)}
          >
            {Object.entries(SEARCH_SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SearchResults term={term} page={page} query={query} onPage={(next) => change({ page: next }, false)} />
    </section>
  );
}
