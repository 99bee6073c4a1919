import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { CurrentUser, Deck } from '@lectern/contracts';
import { useNotify } from '../notifications/notification-context';
import { collaborationTexts as texts } from './texts';
import { REDIRECT_AFTER_MS } from './timings';
import { useCollaborationStream } from './use-collaboration-stream';
import { useComments } from './use-comments';
import { useDeckUsers } from './use-deck-users';
import { useHandover } from './use-handover';

const NO_USERS = { users: [], editor: { editor_id: null, pending: [] } };

/**
 * Everything a page of a collaborative deck shares with its other users: the stream and presence,
 * the deck's users and its editor seat, comments, the handover, and what sends this page away
 * (removed from the deck: to the profile after 5 s).
 */
export function useCollaboration(options: {
  deck: Deck;
  me: CurrentUser;
  slideId: string | null;
  onBecameEditor: () => void;
  beforeHandingOver?: () => Promise<void>;
  /** This page is about to be sent away (removed from the deck): the editor saves no more. */
  onLeaving?: () => void;
}) {
  const { deck, me, slideId } = options;
  const notify = useNotify();
  const navigate = useNavigate();
  const stream = useCollaborationStream(deck.id, slideId);
  const usersQuery = useDeckUsers(deck.id, stream.subscribe);
  const { users, editor } = usersQuery.data ?? NO_USERS;
  const comments = useComments(deck.id, me.id, stream.subscribe);
  const handover = useHandover({
    deckId: deck.id,
    me: me.id,
    editor,
    users,
    presence: stream.presence,
    subscribe: stream.subscribe,
    onBecameEditor: options.onBecameEditor,
    beforeHandingOver: options.beforeHandingOver,
  });

  // Back after a loss: the users and comments are read again, for what the socket missed.
  const { refetch } = usersQuery;
  const { loadFirst } = comments;
  useEffect(() => {
    if (stream.state !== 'reconnected') return;
    void refetch();
    void loadFirst();
  }, [stream.state, refetch, loadFirst]);

  // Removed from the deck (the message, or the server turning the page away): to the profile.
  const leaving = useRef(false);
  const leave = useRef(() => {});
  leave.current = () => {
    if (leaving.current) return;
    leaving.current = true;
    options.onLeaving?.();
    notify({ message: texts.removed, type: 'negative', duration: REDIRECT_AFTER_MS });
    window.setTimeout(
      () => void navigate({ to: '/$username', params: { username: me.username }, replace: true }),
      REDIRECT_AFTER_MS,
    );
  };
  useEffect(
    () =>
      stream.subscribe((message) => {
        if (message.type === 'collaboration:user-removed' && message.id === me.id) leave.current();
      }),
    [stream.subscribe, me.id],
  );
  useEffect(() => {
    if (stream.refused === 'forbidden' || stream.refused === 'not_found') leave.current();
  }, [stream.refused]);

  const canAdminister = deck.can_administer;
  return { deck, me, stream, usersQuery, users, editor, comments, handover, canAdminister };
}

export type Collaboration = ReturnType<typeof useCollaboration>;
