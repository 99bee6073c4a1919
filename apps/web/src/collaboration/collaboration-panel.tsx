import { useEffect, useId, useRef, useState } from 'react';
import type { DeckUser } from '@lectern/contracts';
import type { AssignableRole } from '@lectern/domain';
import { onSlide } from './comment-thread';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { ConnectionNotice } from './connection-notice';
import { EditCollaboratorDialog } from './edit-collaborator-dialog';
import { InviteDialog } from './invite-dialog';
import { typingUsers } from './presence';
import { collaborationTexts as texts } from './texts';
import { COMMENT_SCROLL_WITHIN_PX } from './timings';
import type { Collaboration } from './use-collaboration';
import { displayName } from './use-handover';
import { EditTogetherSwitch } from './together/edit-together-switch';
import { UserList } from './user-list';
import './collaboration.css';

export interface ShownSlide {
  id: string | null;
  /** 'Slide N' (or 'Slide N.M' inside a stack). */
  label: string;
}

/**
 * The collaboration panel (spec/001 §2): the deck's users and their presence, 'Add a collaborator'
 * and the edit-collaborator prompt for administrators, comments on all slides or the current one,
 * the comment field, and the connection's state. Reading it marks the comments read.
 */
export function CollaborationPanel({
  collaboration,
  slide,
  slideLabel,
  onClose,
  editTogether,
}: {
  collaboration: Collaboration;
  slide: ShownSlide;
  slideLabel: (slideId: string | null) => string | null;
  onClose?: () => void;
  /** The owner's 'Edit together' switch, where their plan has it. */
  editTogether?: { on: boolean; change: (on: boolean) => Promise<void> };
}) {
  const { deck, me, stream, usersQuery, users, comments, canAdminister } = collaboration;
  const headingId = useId();
  const [tab, setTab] = useState<'all' | 'slide'>('all');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<(DeckUser & { role: AssignableRole }) | null>(null);
  // What the page last heard of others is not shown while its connection is down.
  const presence = stream.state === 'connected' || stream.state === 'reconnected' ? stream.presence : null;
  const typing = presence ? typingUsers(presence, Date.now()).filter((userId) => userId !== me.id) : [];
  const shown = onSlide(comments.thread, tab === 'slide' ? slide.id : null);

  const { unread, markRead } = comments;
  useEffect(() => {
    if (unread > 0) void markRead();
  }, [unread, markRead]);

  // A new comment comes into view when the newest was scrolled out of it by no more than 600 px.
  const list = useRef<HTMLDivElement>(null);
  const newest = comments.thread[0]?.key;
  useEffect(() => {
    const top = list.current?.getBoundingClientRect().top ?? 0;
    if (newest && top < 0 && top >= -COMMENT_SCROLL_WITHIN_PX) list.current?.scrollIntoView({ block: 'start' });
  }, [newest]);

  return (
    <aside className="collab-panel" aria-labelledby={headingId}>
      <header className="collab-panel__header">
        <h2 id={headingId} className="collab-panel__title">
          Collaboration
        </h2>
        {onClose && (
          <button type="button" className="button button--small button--quiet" onClick={onClose}>
            Close
          </button>
        )}
      </header>
      <ConnectionNotice stream={stream} />
      <section className="collab-panel__section" aria-label="People">
        {usersQuery.isError ? (
          <div className="collab-panel__overlay" role="alert">
            <p>{texts.loadCollaboratorsFailed}</p>
            <button type="button" className="button button--small" onClick={() => void usersQuery.refetch()}>
              {texts.tryAgain}
            </button>
          </div>
        ) : usersQuery.isPending ? (
          <p className="collab-panel__loading">Loading…</p>
        ) : (
          <>
            <UserList
              users={users}
              presence={presence}
              typing={typing}
              me={me.id}
              slideLabel={slideLabel}
              onEdit={canAdminister ? (user) => setEditing(user as DeckUser & { role: AssignableRole }) : null}
            />
            {users.length <= 1 && <p className="collab-panel__empty">{texts.noCollaborators}</p>}
          </>
        )}
        {canAdminister && (
          <button type="button" className="button button--small" onClick={() => setInviting(true)}>
            {texts.addCollaborator}
          </button>
        )}
        {editTogether && <EditTogetherSwitch on={editTogether.on} onChange={editTogether.change} />}
      </section>
      <section className="collab-panel__section collab-panel__comments" aria-label="Comments">
        <div className="collab-tabs" role="tablist" aria-label="Which comments">
          {(['all', 'slide'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              role="tab"
              aria-selected={tab === choice}
              className="collab-tabs__tab"
              onClick={() => setTab(choice)}
            >
              {choice === 'all' ? texts.allComments : texts.currentSlide}
            </button>
          ))}
        </div>
        <div ref={list} role="tabpanel" aria-label={tab === 'all' ? texts.allComments : slide.label}>
          {tab === 'slide' && <h3 className="collab-panel__slide">{slide.label}</h3>}
          {comments.status === 'failed' ? (
            <div className="collab-panel__overlay" role="alert">
              <p>{texts.loadCommentsFailed}</p>
              <button type="button" className="button button--small" onClick={() => void comments.loadFirst()}>
                {texts.tryAgain}
              </button>
            </div>
          ) : comments.status === 'loading' && comments.thread.length === 0 ? (
            <p className="collab-panel__loading">Loading…</p>
          ) : (
            <CommentList
              thread={shown}
              users={users}
              me={me.id}
              canAdminister={canAdminister}
              hasMore={comments.hasMore}
              onLoadOlder={() => void comments.loadOlder()}
              onRetry={comments.retry}
              onEdit={comments.edit}
              onDelete={comments.remove}
            />
          )}
        </div>
        <p className="collab-typing" aria-live="polite">
          {typing.length > 0 &&
            `${typing.map((userId) => displayName(users.find((user) => user.user_id === userId))).join(', ')} ${typing.length === 1 ? 'is' : 'are'} typing…`}
        </p>
        <CommentForm
          label={tab === 'slide' ? `Comment on ${slide.label}` : 'Write a comment'}
          focusOnOpen={onClose !== undefined}
          typing={stream.typing}
          onSend={(message) => comments.send(message, slide.id)}
        />
      </section>
      {inviting && <InviteDialog deck={deck} users={users} me={me} onClose={() => setInviting(false)} />}
      {editing && (
        <EditCollaboratorDialog
          deck={deck}
          users={users}
          user={editing}
          onDone={() => {
            setEditing(null);
            void usersQuery.refetch();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </aside>
  );
}
