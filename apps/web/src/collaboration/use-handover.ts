import { useCallback, useEffect, useRef, useState } from 'react';
import type { CollaborationMessage, DeckEditor, DeckUser } from '@lectern/contracts';
import { approveEditorRequest, cancelEditorRequest, denyEditorRequest, requestEditor } from '../api/collaboration';
import { useNotify } from '../notifications/notification-context';
import { presenceOf, type PresenceMap } from './presence';
import { collaborationTexts as texts } from './texts';

export const displayName = (user: Pick<DeckUser, 'name' | 'username' | 'email'> | undefined) =>
  user?.name || user?.username || user?.email || 'Someone';

/**
 * The handover protocol of spec/001 §4 as a page sees it. A requester presses Edit: the seat comes
 * at once, or a request waits (cancelable) until the editor lets them, turns them down, or leaves
 * (then it is asked for again, and the server gives it). The editor sees the requests and answers.
 */
export function useHandover(options: {
  deckId: string;
  me: string;
  editor: DeckEditor;
  users: readonly DeckUser[];
  presence: PresenceMap;
  subscribe: (listener: (message: CollaborationMessage) => void) => () => void;
  /** This page's user now holds the seat. */
  onBecameEditor: () => void;
  /** Before the editor lets someone else edit (the editor's page saves what it has). */
  beforeHandingOver?: () => Promise<void>;
}) {
  const { deckId, me, editor, users, presence, subscribe, onBecameEditor, beforeHandingOver } = options;
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [busy, setBusy] = useState(false);
  const became = useRef(onBecameEditor);
  became.current = onBecameEditor;
  const nameOf = useCallback((userId: string) => displayName(users.find((user) => user.user_id === userId)), [users]);

  const ask = useCallback(async () => {
    setBusy(true);
    try {
      const seat = await requestEditor(deckId);
      if (seat.editor_id === me) became.current();
      else setPending(seat.pending.includes(me));
    } catch {
      notify({ message: texts.changeEditorsFailed, type: 'negative' });
    } finally {
      setBusy(false);
    }
  }, [deckId, me, notify]);

  useEffect(
    () =>
      subscribe((message) => {
        if (message.type === 'collaboration:editor-changed' && message.user_id === me) {
          setPending(false);
          became.current();
        } else if (message.type === 'collaboration:handover-denied' && message.user_id === me) {
          setPending(false);
          notify({ message: texts.turnedDown(nameOf(message.by_user_id)), type: 'negative' });
        } else if (message.type === 'collaboration:handover-request-canceled' && message.user_id === me)
          setPending(false);
      }),
    [subscribe, me, notify, nameOf],
  );

  // The editor went away or idle while the request waits: the seat is free to take.
  const editorPresence = presenceOf(presence, editor.editor_id);
  useEffect(() => {
    if (pending && !busy && editor.editor_id !== me && editorPresence !== 'online') void ask();
  }, [pending, busy, editor.editor_id, me, editorPresence, ask]);

  const answer = useCallback(
    async (userId: string, approve: boolean) => {
      try {
        if (approve) {
          await beforeHandingOver?.();
          await approveEditorRequest(deckId, userId);
        } else await denyEditorRequest(deckId, userId);
      } catch {
        notify({ message: texts.changeEditorsFailed, type: 'negative' });
      }
    },
    [deckId, beforeHandingOver, notify],
  );

  return {
    /** Waiting for the editor's answer. */
    pending,
    busy,
    requestEdit: ask,
    async cancelRequest() {
      setPending(false);
      await cancelEditorRequest(deckId).catch(() => notify({ message: texts.changeEditorsFailed, type: 'negative' }));
    },
    /** The requests the editor sees (only the editor sees them), oldest first. */
    requests: editor.editor_id === me ? editor.pending.map((userId) => ({ userId, name: nameOf(userId) })) : [],
    approve: (userId: string) => answer(userId, true),
    deny: (userId: string) => answer(userId, false),
    editorName: editor.editor_id ? nameOf(editor.editor_id) : null,
  };
}
