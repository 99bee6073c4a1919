import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import type { Revision } from '../api/revisions';
import { RevisionTime } from './revision-time';

interface RevisionListProps {
  revisions: readonly Revision[];
  shown: number;
  username: string;
  slug: string;
}

/** Every saved version of the deck, newest first, each opening its preview. */
export function RevisionList({ revisions, shown, username, slug }: RevisionListProps) {
  const titleId = useId();
  return (
    <nav className="revision-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="revision-list__title">
        Revisions
      </h2>
      <ol className="revision-list__items">
        {revisions.map((revision) => (
          <li key={revision.id}>
            <Link
              to="/$username/$slugOrId/preview"
              params={{ username, slugOrId: slug }}
              search={{ revision: revision.id }}
              replace
              className="revision-list__item"
              aria-current={revision.id === shown ? 'page' : undefined}
            >
              <span className="revision-list__version">Version {revision.version}</span>
              <span className="revision-list__details">
                <RevisionTime at={revision.created_at} />
                {revision.author && ` · ${revision.author.username}`}
              </span>
              {revision.restored_from !== null && (
                <span className="revision-list__restored">restored from {revision.restored_from}</span>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
