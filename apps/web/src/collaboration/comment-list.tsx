import { useState } from 'react';
import type { DeckUser } from '@lectern/contracts';
import { COMMENT_MAX_LENGTH } from '@lectern/domain';
import { useNotify } from '../notifications/notification-context';
import type { ThreadComment, Thread } from './comment-thread';
import { commentTime } from './comment-time';
import { collaborationTexts as texts } from './texts';
import { displayName } from './use-handover';

/**
 * Comments newest first. A temporary one shows as saving, a failed one with Retry; authors edit and
 * delete their own, admins and the owner delete others' (the server decides again).
 */
export function CommentList({
  thread,
  users,
  me,
  canAdminister,
  hasMore,
  onLoadOlder,
  onRetry,
  onEdit,
  onDelete,
}: {
  thread: Thread;
  users: readonly DeckUser[];
  me: string;
  canAdminister: boolean;
  hasMore: boolean;
  onLoadOlder: () => void;
  onRetry: (key: string) => void;
  onEdit: (id: string, message: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}) {
  if (thread.length === 0) return <p className="collab-comments__empty">No comments yet.</p>;
  return (
    <>
      <ol className="collab-comments" aria-label="Comments">
        {thread.map((entry) => (
          <CommentItem
            key={entry.key}
            entry={entry}
            users={users}
            me={me}
            canAdminister={canAdminister}
            onRetry={onRetry}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </ol>
      {hasMore && (
        <button
          type="button"
          className="button button--small button--quiet collab-comments__older"
          onClick={onLoadOlder}
        >
          Show older comments
        </button>
      )}
    </>
  );
}

function CommentItem({
  entry,
  users,
  me,
  canAdminister,
  onRetry,
  onEdit,
  onDelete,
}: {
  entry: ThreadComment;
  users: readonly DeckUser[];
  me: string;
  canAdminister: boolean;
  onRetry: (key: string) => void;
  onEdit: (id: string, message: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}) {
  const notify = useNotify();
  const [editing, setEditing] = useState<string | null>(null);
  const { comment, draft } = entry;
  const authorId = comment?.user_id ?? draft!.authorId;
  const author = comment?.user ?? users.find((user) => user.user_id === authorId);
  const mine = authorId === me;
  const at = comment?.created_at ?? draft!.at;
  const fail = () => notify({ message: 'Oops, something went wrong', type: 'negative' });

  return (
    <li className="collab-comment" data-state={entry.state}>
      <p className="collab-comment__meta">
        <span className="collab-comment__author">{displayName(author as DeckUser | undefined)}</span>{' '}
        <time dateTime={at}>{commentTime(at, Date.now())}</time>
      </p>
      {editing !== null && comment ? (
        <form
          className="collab-comment__edit"
          onSubmit={(event) => {
            event.preventDefault();
            if (editing.trim() === '') return;
            void onEdit(comment.id, editing).then(() => setEditing(null), fail);
          }}
        >
          <label className="visually-hidden" htmlFor={`edit-${entry.key}`}>
            Edit comment
          </label>
          <textarea
            id={`edit-${entry.key}`}
            className="field__input"
            value={editing}
            maxLength={COMMENT_MAX_LENGTH}
            rows={Math.min(10, editing.split('\n').length)}
            onChange={(event) => setEditing(event.target.value)}
          />
          <div className="collab-comment__actions">
            <button type="button" className="button button--small" onClick={() => setEditing(null)}>
              Cancel
            </button>
            <button type="submit" className="button button--small button--primary">
              Save
            </button>
          </div>
        </form>
      ) : (
        <p className="collab-comment__message">{comment?.message ?? draft!.message}</p>
      )}
      {entry.state === 'saving' && <p className="collab-comment__state">Saving…</p>}
      {entry.state === 'failed' && (
        <p className="collab-comment__state collab-comment__state--failed">
          {texts.sendFailed}{' '}
          <button type="button" className="link-button" onClick={() => onRetry(entry.key)}>
            {texts.retry}
          </button>
        </p>
      )}
      {entry.state === 'saved' && comment && editing === null && (mine || canAdminister) && (
        <div className="collab-comment__actions">
          {mine && (
            <button
              type="button"
              className="link-button"
              aria-label="Edit comment"
              onClick={() => setEditing(comment.message)}
            >
              Edit
            </button>
          )}
          <button
            type="button"
            className="link-button"
            aria-label="Delete comment"
            onClick={() => void onDelete(comment.id).catch(fail)}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}
