import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { EXPLORE_FAILED_MESSAGE, exploreQueryOptions, type ExploreSort } from '../api/explore';
import { useDocumentTitle } from '../routing/use-document-title';
import { Pager } from '../ui/pager';
import { pageCount, SearchResultCard } from '../search';
import { DECK_KEYWORDS, EXPLORE_TEXTS } from '@lectern/site-content';
import { exploreRequest, type ExplorePageParams } from './explore-params';
import './explore.css';

const route = getRouteApi('/explore');

/**
 * Explore (spec/002 §2): public decks, the most viewed or the newest, narrowed by a keyword, a
 * page at a time. Sort and keywords are links, so they work before the app runs; the server
 * paints the first page of cards (apps/bff/src/public-pages/explore-page.ts) with this markup.
 */
export function ExploreScreen() {
  useDocumentTitle('Explore');
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const [sort, keyword, page] = exploreRequest(params);
  const query = useQuery(exploreQueryOptions(sort, keyword, page));
  const linkTo = (changes: ExplorePageParams) =>
    ({ to: '/explore', search: { ...params, ...changes, page: undefined } }) as const;

  return (
    <section className="explore">
      <header className="explore__header">
        <h1 className="explore__title">Explore</h1>
        <p className="explore__lead">{EXPLORE_TEXTS.lead}</p>
      </header>
      <div className="explore__options">
        <nav className="explore__sort" aria-label="Sort">
          {(Object.keys(EXPLORE_TEXTS.sortLabels) as ExploreSort[]).map((value) => (
            <Link
              key={value}
              {...linkTo({ sort: value === 'recent' ? 'recent' : undefined })}
              className="explore__choice"
              aria-current={value === sort ? 'true' : undefined}
            >
              {EXPLORE_TEXTS.sortLabels[value]}
            </Link>
          ))}
        </nav>
        <nav className="explore__keywords" aria-label="Keywords">
          {DECK_KEYWORDS.map((word) => (
            <Link
              key={word}
              {...linkTo({ keyword: word === keyword ? undefined : word })}
              className="tag-bar__tag"
              aria-current={word === keyword ? 'true' : undefined}
            >
              {word}
            </Link>
          ))}
        </nav>
      </div>
      {query.isError ? (
        <div className="search__notice" role="alert">
          <p>{EXPLORE_FAILED_MESSAGE}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : !query.data ? (
        <p className="search__notice" role="status">
          Loading…
        </p>
      ) : query.data.total === 0 ? (
        <p className="search__notice">{EXPLORE_TEXTS.empty}</p>
      ) : (
        <div className="search__results" aria-busy={query.isPlaceholderData}>
          <p className="search__total">{query.data.total === 1 ? '1 deck' : `${query.data.total} decks`}</p>
          <ul className="deck-grid">
            {query.data.results.map((deck) => (
              <li key={deck.id} className="deck-grid__item">
                <SearchResultCard deck={deck} term="" />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pageCount(query.data.total, query.data.decks_per_page)}
            onPage={(next) => void navigate({ search: { ...params, page: next > 1 ? next : undefined } })}
          />
        </div>
      )}
    </section>
  );
}
