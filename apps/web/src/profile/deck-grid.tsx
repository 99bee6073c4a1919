import { useId, type ReactNode } from 'react';
import type { DeckCard } from '@lectern/contracts';
import type { DeckList } from './deck-pages';
import { DECKS_LOAD_FAILED, MORE_DECKS_LOADING, NO_MATCHING_DECKS } from './profile-texts';

interface DeckGridProps {
  decks: readonly DeckCard[];
  list: DeckList | undefined;
  /** A search or a tag narrows the list. */
  filtered: boolean;
  /** What an empty, unfiltered list says. */
  emptyText: string;
  renderCard: (deck: DeckCard) => ReactNode;
  onMore: () => void;
  onRetry: () => void;
}

/** The shown decks with the list's state: more to load, loading, failed, or nothing to show. */
export function DeckGrid({ decks, list, filtered, emptyText, renderCard, onMore, onRetry }: DeckGridProps) {
  const status = list?.status ?? 'loading';
  const loading = status === 'loading';
  let empty: string | undefined;
  if (decks.length === 0 && status !== 'failed') {
    if (loading) empty = MORE_DECKS_LOADING;
    else empty = filtered || (list?.decks.length ?? 0) > 0 ? NO_MATCHING_DECKS : emptyText;
  }
  const headingId = useId();
  return (
    <section className="deck-grid__section" aria-labelledby={headingId}>
      {/* Cards are headed h3: the grid is the h2 between them and the profile's h1. */}
      <h2 id={headingId} className="visually-hidden">
        Decks
      </h2>
      {decks.length > 0 && (
        <ul className="deck-grid">
          {decks.map((deck) => (
            <li key={deck.id} className="deck-grid__item">
              {renderCard(deck)}
            </li>
          ))}
        </ul>
      )}
      <div className="deck-grid__state" role="status">
        {empty && <p className="deck-grid__message">{empty}</p>}
        {loading && decks.length > 0 && <p className="deck-grid__message">{MORE_DECKS_LOADING}</p>}
      </div>
      {status === 'failed' && (
        <div className="deck-grid__state" role="alert">
          <p className="deck-grid__message deck-grid__message--negative">{DECKS_LOAD_FAILED}</p>
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {status === 'not-started' && (
        <div className="deck-grid__state">
          <button type="button" className="button" onClick={onMore}>
            Show more decks
          </button>
        </div>
      )}
    </section>
  );
}
