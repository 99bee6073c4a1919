import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { deckQueryOptions } from '../api/decks';
import type { Deck } from '@lectern/contracts';
import { type Revision, revisionQueryOptions, revisionsQueryOptions } from '../api/revisions';
import { useConfirm } from '../dialogs/confirm-dialog';
import { useDocumentTitle } from '../routing/use-document-title';
import { RevisionList } from './revision-list';
import { RevisionTime } from './revision-time';
import { SlideThumbnails } from './slide-thumbnails';
import { useRestore } from './use-restore';

const route = getRouteApi('/$username/$slugOrId/preview');

/** A saved version of a deck's slides, the list of all versions, and a way back to the one shown. */
export function RevisionPreview() {
  const { username, slugOrId } = route.useParams();
  const { revision: wanted } = route.useSearch();
  const { data: deck } = useSuspenseQuery(deckQueryOptions(username, slugOrId));
  const { data: revisions } = useSuspenseQuery(revisionsQueryOptions(deck.id));
  const shownId = wanted ?? revisions[0]?.id;
  if (shownId === undefined) {
    return (
      <section className="screen screen--message">
        <h1 className="screen__title">{deck.title}</h1>
        <p className="screen__text">This deck has no saved versions yet.</p>
      </section>
    );
  }
  return <Preview deck={deck} revisions={revisions} shownId={shownId} username={username} />;
}

interface PreviewProps {
  deck: Deck;
  revisions: readonly Revision[];
  shownId: number;
  username: string;
}

function Preview({ deck, revisions, shownId, username }: PreviewProps) {
  const { data: shown } = useSuspenseQuery(revisionQueryOptions(deck.id, shownId));
  const { confirm, dialog } = useConfirm();
  const { restore, busy } = useRestore(deck, confirm);
  const { revision } = shown;
  useDocumentTitle(`${deck.title}, version ${revision.version}`);

  return (
    <section className="revision-preview">
      <header className="revision-preview__header">
        <p className="revision-preview__eyebrow">Revision history</p>
        <h1 className="revision-preview__title">{deck.title}</h1>
        <p className="revision-preview__current" role="status">
          Current version: {deck.version}
        </p>
        <Link to="/$username/$slugOrId" params={{ username, slugOrId: deck.slug }} className="revision-preview__back">
          Back to the deck
        </Link>
      </header>
      <div className="revision-preview__layout">
        <div className="revision-preview__main">
          <div className="revision-preview__bar">
            <div>
              <h2 className="revision-preview__version">Version {revision.version}</h2>
              <p className="revision-preview__details">
                Saved <RevisionTime at={revision.created_at} />
                {revision.author && ` by ${revision.author.username}`}
                {revision.restored_from !== null && `, restored from version ${revision.restored_from}`}
              </p>
            </div>
            {revision.version === deck.version ? (
              <p className="revision-preview__note">This is the current version.</p>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void restore(revision)}
              >
                {busy ? 'Restoring…' : 'Restore this version'}
              </button>
            )}
          </div>
          <SlideThumbnails
            markup={shown.data}
            width={deck.width}
            height={deck.height}
            theme={deck}
            themeHtml={deck.theme_html}
          />
        </div>
        <RevisionList revisions={revisions} shown={shownId} username={username} slug={deck.slug} />
      </div>
      {dialog}
    </section>
  );
}
