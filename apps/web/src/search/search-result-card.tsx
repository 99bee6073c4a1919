import { Link } from '@tanstack/react-router';
import type { DeckCard } from '@lectern/contracts';
import { formatViews } from '@lectern/domain';
import { DeckCover, HighlightedText, VISIBILITY_LABELS } from '../decks';

/** A deck found by the search, with the term's matches marked. */
export function SearchResultCard({ deck, term }: { deck: DeckCard; term: string }) {
  const address = {
    to: '/$username/$slugOrId',
    params: { username: deck.user.username, slugOrId: deck.slug },
  } as const;
  return (
    <article className="deck-card deck-card--result">
      <div className="deck-card__thumb">
        <Link {...address} className="deck-card__open" tabIndex={-1} aria-hidden="true">
          <DeckCover deck={deck} />
        </Link>
        {deck.visibility !== 'all' && (
          <span className={`deck-card__visibility deck-card__visibility--${deck.visibility}`}>
            {VISIBILITY_LABELS[deck.visibility]}
          </span>
        )}
      </div>
      <div className="deck-card__body">
        <h2 className="deck-card__title">
          <Link {...address} className="deck-card__title-text">
            <HighlightedText text={deck.title} term={term} />
          </Link>
        </h2>
        <p className="deck-card__owner">
          by{' '}
          <Link to="/$username" params={{ username: deck.user.username }}>
            {deck.user.username}
          </Link>
        </p>
        {deck.description && (
          <p className="deck-card__description">
            <HighlightedText text={deck.description} term={term} />
          </p>
        )}
        <p className="deck-card__meta">
          <span>{deck.slide_count === 1 ? '1 slide' : `${deck.slide_count} slides`}</span>
          <span>{formatViews(deck.view_count)}</span>
          <span>{deck.kudos_count} kudos</span>
        </p>
      </div>
    </article>
  );
}
