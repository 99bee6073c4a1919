import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EXTERNAL_SEARCH_PAGE_SIZE, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from './constants';
import { Icon } from './icons';
import { LibraryLoading } from './library-states';
import { searchExternal, mediaKeys, searchSourcesQueryOptions } from '../api/media';
import type { MediaSearchResult as SearchResult, MediaSearchSource as SearchSource } from '@lectern/contracts';
import { useCurrentUser } from '../session/session-context';
import { chosenSources } from './chosen-sources';
import { libraryTexts } from './texts';
import { useDebounced } from '../ui/use-debounced';

const SOURCE_NAMES: Record<SearchSource, string> = { unsplash: 'Unsplash', giphy: 'GIPHY' };

/**
 * One source's results (spec/001 §4 "External search"): loading, then results, 'No results' or the
 * error; more results load on request until the source returns nothing more or fails.
 */
function SourceResults({
  source,
  term,
  onChoose,
}: {
  source: SearchSource;
  term: string;
  onChoose: (result: SearchResult) => void;
}) {
  const results = useInfiniteQuery({
    queryKey: mediaKeys.search(source, term),
    queryFn: ({ pageParam, signal }) => searchExternal(source, term, pageParam, EXTERNAL_SEARCH_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === EXTERNAL_SEARCH_PAGE_SIZE ? pages.flat().length : undefined),
    meta: { errorMessage: libraryTexts.externalSearchFailed },
  });
  const found = results.data?.pages.flat() ?? [];
  const titleId = `media-search-${source}`;

  return (
    <section className="search-source" aria-labelledby={titleId}>
      <h3 id={titleId} className="search-source__title">
        {SOURCE_NAMES[source]}
      </h3>
      {results.isPending && <LibraryLoading />}
      {results.isError && found.length === 0 && (
        <p className="media-state__title" role="alert">
          {libraryTexts.externalSearchFailed}
        </p>
      )}
      {results.isSuccess && found.length === 0 && <p className="media-state__title">{libraryTexts.noResults}</p>}
      {found.length > 0 && (
        <ul className="search-source__results">
          {found.map((result) => (
            <li key={result.url} className="search-result">
              <button type="button" className="search-result__main" onClick={() => onChoose(result)}>
                <img src={result.webp_thumb_url ?? result.thumb_url} alt="" loading="lazy" />
                <span className="media-visually-hidden">
                  {result.meta.creator_name ? `By ${result.meta.creator_name}` : 'Search result'}
                </span>
              </button>
              {result.meta.creator_name && result.meta.profile_url && (
                <a className="search-result__credit" href={result.meta.profile_url} target="_blank" rel="noreferrer">
                  {result.meta.creator_name}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {results.hasNextPage && !results.isError && (
        <button
          type="button"
          className="button button--small"
          disabled={results.isFetchingNextPage}
          onClick={() => void results.fetchNextPage()}
        >
          More from {SOURCE_NAMES[source]}
        </button>
      )}
    </section>
  );
}

/**
 * The Search tab (spec/001 §2): external images from the configured sources the person chose in
 * their settings; plainly says when there are none, or none chosen.
 */
export function SearchPanel({ onChoose }: { onChoose: (result: SearchResult) => void }) {
  const configured = useQuery(searchSourcesQueryOptions());
  const mediaSources = useCurrentUser()?.settings.media_sources ?? '';
  const [term, setTerm] = useState('');
  const searched = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);

  if (configured.isPending) return <LibraryLoading />;
  const sources = configured.isError ? [] : chosenSources(configured.data, mediaSources);
  if (sources.length === 0) {
    return (
      <div className="media-state">
        <p className="media-state__title">
          {configured.data?.length ? libraryTexts.noSearchSourceChosen : libraryTexts.noSearchSource}
        </p>
        {configured.data?.length ? (
          <Link to="/users/settings" className="button button--small">
            {libraryTexts.chooseSearchSources}
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <div className="media-search-panel">
      <div className="media-toolbar">
        <label className="media-search">
          <Icon name="search" />
          <input
            type="search"
            className="media-search__input"
            aria-label="Search images"
            placeholder="Search images"
            maxLength={SEARCH_MAX_LENGTH}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </label>
      </div>
      <div className="media-list">
        {searched === '' ? (
          <div className="media-state">
            <p className="media-state__title">{libraryTexts.enterSearchTerm}</p>
          </div>
        ) : (
          sources.map((source) => <SourceResults key={source} source={source} term={searched} onChoose={onChoose} />)
        )}
      </div>
    </div>
  );
}
