import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router';
import type { Deck } from '@lectern/contracts';
import {
  deckViewPath,
  editorLink,
  DeckStage,
  bindPresentShortcuts,
  NavigationInstructions,
  usePresentedDeck,
} from '../present';
import { useCurrentUser } from '../session/session-context';
import { ForkButton } from './fork-button';
import { KudosButton } from './kudos-button';
import { ShareDialog } from '../share';
import { ShareLink } from './share-link';
import { SharedNotes } from './shared-notes';
import { useCountView } from '../api/use-count-view';
import { formatViewCount } from '@lectern/domain';
import { VISIBILITY_LABELS } from './visibility';
import { VisibilityPrompt } from './visibility-prompt';
import './deck-screen.css';

const route = getRouteApi('/$username/$slugOrId/');
const ExportDialog = lazy(() =>
  import('../exports/export-dialog').then((module) => ({ default: module.ExportDialog })),
);

/** The deck show page: the slides presented in the page, what the deck is, kudos, views, a fork and a share link. */
export function DeckScreen({ deck, markup }: { deck: Deck; markup: string }) {
  const { username } = route.useParams();
  const { options, reveal, stage } = usePresentedDeck(deck, 'show');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const owner = user?.id === deck.user.id;
  const router = useRouter();
  const [visibilityOpen, setVisibilityOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  useCountView(deck.id, options.token);
  useEffect(() => {
    if (!reveal) return;
    return bindPresentShortcuts({
      present: () => void navigate({ href: `${deckViewPath(deck, 'fullscreen')}${window.location.hash}` }),
      ...(deck.can_edit ? { edit: () => window.location.assign(editorLink(deck, markup, reveal)) } : {}),
    });
  }, [reveal, deck, markup, navigate]);

  return (
    <article className="deck-show">
      <div className="deck-show__stage" style={{ '--deck-ratio': deck.width / deck.height } as CSSProperties}>
        <DeckStage {...stage} markup={markup} className="deck-show__deck" />
        {reveal && !user && <NavigationInstructions deck={reveal} />}
      </div>
      <div className="deck-show__info">
        <div className="deck-show__heading">
          <h1 className="deck-page__title">{deck.title}</h1>
          <p className="deck-page__owner">
            by{' '}
            <Link to="/$username" params={{ username: deck.user.username }}>
              {deck.user.username}
            </Link>
          </p>
        </div>
        {deck.description && <p className="deck-page__description">{deck.description}</p>}
        {deck.share_notes && <SharedNotes reveal={reveal} />}
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
            <dd>
              {VISIBILITY_LABELS[deck.visibility]}
              {owner && (
                <>
                  {' '}
                  <button type="button" className="link-button" onClick={() => setVisibilityOpen(true)}>
                    Change
                  </button>
                </>
              )}
            </dd>
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
          <a
            className="button"
            href={`${deckViewPath(deck, 'fullscreen')}${options.token ? `?token=${encodeURIComponent(options.token)}` : ''}`}
          >
            Fullscreen
          </a>
          {deck.can_edit && (
            <Link
              to="/$username/$slugOrId/edit"
              params={{ username, slugOrId: deck.slug }}
              className="button button--primary"
            >
              Edit
            </Link>
          )}
          {deck.can_edit && (
            <a className="button" href={deckViewPath(deck, 'present')}>
              Present
            </a>
          )}
          {!options.token && (deck.visibility !== 'self' || owner) && (
            <button type="button" className="button" onClick={() => setShareOpen(true)}>
              Share
            </button>
          )}
          {user && !options.token && (
            <button type="button" className="button" onClick={() => setExportOpen(true)}>
              Export
            </button>
          )}
          {user && !owner && <ForkButton deckId={deck.id} />}
          {owner && (
            <Link
              to="/$username/$slugOrId/preview"
              params={{ username, slugOrId: deck.slug }}
              search={{ revision: deck.version }}
              className="button"
            >
              Revisions
            </Link>
          )}
        </div>
        <ShareLink deck={deck} token={options.token} />
      </div>
      {shareOpen && (
        <ShareDialog deck={deck} onPublished={() => void router.invalidate()} onClose={() => setShareOpen(false)} />
      )}
      {exportOpen && (
        <Suspense fallback={null}>
          <ExportDialog deck={deck} onClose={() => setExportOpen(false)} />
        </Suspense>
      )}
      {visibilityOpen && (
        <VisibilityPrompt
          deck={deck}
          onChanged={() => void router.invalidate()}
          onClose={() => setVisibilityOpen(false)}
        />
      )}
    </article>
  );
}
