import type { UseQueryResult } from '@tanstack/react-query';
import { deckMessages } from '@lectern/domain';
import { type SearchResults as Results, SEARCH_FAILED_MESSAGE } from '../api/search';
import { Pager } from '../ui/pager';
import { SearchResultCard } from './search-result-card';
import { pageCount } from './search-params';

interface SearchResultsProps {
  term: string;
  page: number;
  query: UseQueryResult<Results>;
  onPage: (page: number) => void;
}

/** The search's answer: the no-term notice, loading, failure, nothing found, or a page of decks. */
export function SearchResults({ term, page, query, onPage }: SearchResultsProps) {
  if (!term) return <p className="search__notice">{deckMessages.searchTermNeeded}</p>;
  if (query.isError) {
    return (
      <div className="search__notice" role="alert">
        <p>{SEARCH_FAILED_MESSAGE}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <p className="search__notice" role="status">
        Searching…
      </p>
    );
  }
  const { total, results, decks_per_page } = query.data;
  if (total === 0) return <p className="search__notice">No decks match “{term}”.</p>;
  return (
    <div className="search__results" aria-busy={query.isPlaceholderData}>
      <p className="search__total" role="status">
        {total === 1 ? '1 deck found' : `${total} decks found`}
      </p>
      <ul className="deck-grid">
        {results.map((deck) => (
          <li key={deck.id} className="deck-grid__item">
            <SearchResultCard deck={deck} term={term} />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pageCount(total, decks_per_page)} onPage={onPage} />
    </div>
  );
}
