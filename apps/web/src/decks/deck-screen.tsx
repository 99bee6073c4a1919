import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { deckQueryOptions } from '../api/deck-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { useCurrentUser } from '../session/session-context';
import { DeckCover } from './deck-cover';
import { ForkButton } from './fork-button';
import { KudosButton } from './kudos-button';
import { useCountView } from './use-count-view';
import { formatViewCount } from './view-count';
import { VISIBILITY_LABELS } from './visibility';

const route = getRouteApi('/$username/$slugOrId/');

/** The deck page: what the deck is, kudos, a fork for others and the revision history for its owner. */
export function DeckScreen() {
  const { username, slugOrId } = route.useParams();
  const { data: deck } = useSuspenseQuery(deckQueryOptions(username, slugOrId));
  const user = useCurrentUser();
  const owner = user?.id === deck.user.id;
  useDocumentTitle(deck.title);
  useCountView(deck.id);

  return (
    <article className="deck-page">
      <div className="deck-page__cover">
        <DeckCover deck={deck} />
      </div>
      <div className="deck-page__info">
        <p className="deck-page__owner">
          by{' '}
          <Link to="/$username" params={{ username: deck.user.username }}>
            {deck.user.username}
          </Link>
        </p>
        <h1 className="deck-page__title">{deck.title}</h1>
        {deck.description && <p className="deck-page__description">{deck.description}</p>}
        <dl className="deck-page__facts">
          <div>
            <dt>Slides</dt>
            <dd>{deck.slide_count}</dd>
          </div>
          <div>
            <dt>Views</dt>
            <dd>{formatViewCount(deck.view_count)}</dd>
          </div>
          <div>
            <dt>Visibility</dt>
            <dd>{VISIBILITY_LABELS[deck.visibility]}</dd>
          </div>
          {owner && (
            <div>
              <dt>Version</dt>
              <dd>{deck.version}</dd>
            </div>
          )}
        </dl>
        <div className="deck-page__actions">
          <KudosButton deck={deck} canGive={user !== null} />
          {user && !owner && <ForkButton deckId={deck.id} />}
          {owner && (
            <Link
              to="/$username/$slugOrId/preview"
              params={{ username: deck.user.username, slugOrId: deck.slug }}
              search={{ revision: deck.version }}
              className="button"
            >
              Revisions
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
