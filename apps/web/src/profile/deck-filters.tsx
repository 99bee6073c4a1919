import { useEffect, useId, useRef, useState } from 'react';
import { PROFILE_SEARCH_THROTTLE_MS } from '../ui/constants';
import { PROFILE_SORT_LABELS, type ProfileSort } from './profile-search';

interface DeckFiltersProps {
  search: string;
  sort: ProfileSort;
  sortChoices: readonly ProfileSort[];
  onSearch: (term: string) => void;
  onSort: (sort: ProfileSort) => void;
}

/** The profile's search box (applied at most every 300 ms while typing) and sort choice. */
export function DeckFilters({ search, sort, sortChoices, onSearch, onSort }: DeckFiltersProps) {
  const searchId = useId();
  const sortId = useId();
  const [draft, setDraft] = useState(search);
  const latest = useRef({ draft, onSearch });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = { draft, onSearch };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (value: string) => {
    setDraft(value);
    latest.current.draft = value;
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      latest.current.onSearch(latest.current.draft);
    }, PROFILE_SEARCH_THROTTLE_MS);
  };

  return (
    <div className="deck-filters">
      <div className="deck-filters__search" role="search">
        <label htmlFor={searchId} className="visually-hidden">
          Search decks
        </label>
        <input
          id={searchId}
          type="search"
          className="field__input deck-filters__input"
          placeholder="Search decks"
          autoComplete="off"
          value={draft}
          onChange={(event) => type(event.currentTarget.value)}
        />
      </div>
      <div className="deck-filters__sort">
        <label htmlFor={sortId} className="deck-filters__label">
          Sort
        </label>
        <select
          id={sortId}
          className="field__input deck-filters__select"
          value={sort}
          onChange={(event) => onSort(event.currentTarget.value as ProfileSort)}
        >
          {sortChoices.map((choice) => (
            <option key={choice} value={choice}>
              {PROFILE_SORT_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
