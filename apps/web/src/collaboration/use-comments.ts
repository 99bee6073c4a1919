import { useCallback, useEffect, useRef, useState } from 'react';
import type { CollaborationMessage } from '@lectern/contracts';
import { normalizeComment } from '@lectern/domain';
import { deleteComment, editComment, fetchComments, markCommentsRead, postComment } from '../api/collaboration';
import {
  edited,
  failed,
  removed,
  retrying,
  settled,
  withArrived,
  withComments,
  withTemporary,
  type Thread,
} from './comment-thread';

export interface CommentsState {
  thread: Thread;
  status: 'loading' | 'loaded' | 'failed';
  hasMore: boolean;
  unread: number;
}

let temporaryKeys = 0;

/**
 * A deck's comments: the first page, older pages on request (counted from the first page's newest),
 * live changes, sending with a temporary entry that becomes saved or failed (and can be sent again),
 * editing, deleting, and the unread count with reading (update_last_seen_at).
 */
export function useComments(
  deckId: string,
  me: string,
  subscribe: (listener: (message: CollaborationMessage) => void) => () => void,
) {
  const [state, setState] = useState<CommentsState>({ thread: [], status: 'loading', hasMore: false, unread: 0 });
  const paging = useRef<{ page: number; offsetId?: string }>({ page: 1 });

  const loadFirst = useCallback(async () => {
    setState((current) => ({ ...current, status: 'loading' }));
    try {
      const first = await fetchComments(deckId);
      paging.current = { page: 1, offsetId: first.comments[0]?.id };
      setState((current) => ({
        thread: withComments(current.thread, first.comments),
        status: 'loaded',
        hasMore: first.has_more,
        unread: first.unread_count,
      }));
    } catch {
      setState((current) => ({ ...current, status: 'failed' }));
    }
  }, [deckId]);

  useEffect(() => {
    void loadFirst();
  }, [loadFirst]);

  useEffect(
    () =>
      subscribe((message) => {
        if (message.type === 'collaboration:comment-added') {
          const mine = message.comment.user_id === me;
          setState((current) => ({
            ...current,
            thread: withArrived(current.thread, message.comment, me),
            unread:
              current.unread +
              (mine || current.thread.some((entry) => entry.comment?.id === message.comment.id) ? 0 : 1),
          }));
        } else if (message.type === 'collaboration:comment-updated')
          setState((current) => ({
            ...current,
            thread: edited(current.thread, message.comment_id, message.message, message.updated_at),
          }));
        else if (message.type === 'collaboration:comment-removed')
          setState((current) => ({ ...current, thread: removed(current.thread, message.comment_id) }));
      }),
    [subscribe, me],
  );

  const loadOlder = useCallback(async () => {
    const next = { ...paging.current, page: paging.current.page + 1 };
    try {
      const page = await fetchComments(deckId, { page: next.page, offset_id: next.offsetId });
      paging.current = next;
      setState((current) => ({
        ...current,
        thread: withComments(current.thread, page.comments),
        hasMore: page.has_more,
      }));
    } catch {
      setState((current) => ({ ...current, status: 'failed' }));
    }
  }, [deckId]);

  const save = useCallback(
    async (key: string, message: string, slideHash: string | null) => {
      try {
        const comment = await postComment(deckId, message, slideHash);
        setState((current) => ({ ...current, thread: settled(current.thread, key, comment) }));
      } catch {
        setState((current) => ({ ...current, thread: failed(current.thread, key) }));
      }
    },
    [deckId],
  );

  /** Sends a comment as the rules keep it; answers false when there is nothing to send. */
  const send = useCallback(
    (written: string, slideHash: string | null) => {
      const message = normalizeComment(written);
      if (message === '') return false;
      const key = `temporary-${++temporaryKeys}`;
      const draft = { message, slideHash, authorId: me, at: new Date().toISOString() };
      setState((current) => ({
        ...current,
        thread: withTemporary(current.thread, { key, state: 'saving', comment: null, draft }),
      }));
      void save(key, message, slideHash);
      return true;
    },
    [me, save],
  );

  const retry = useCallback(
    (key: string) => {
      const entry = state.thread.find((candidate) => candidate.key === key);
      if (!entry?.draft) return;
      setState((current) => ({ ...current, thread: retrying(current.thread, key) }));
      void save(key, entry.draft.message, entry.draft.slideHash);
    },
    [state.thread, save],
  );

  const edit = useCallback(async (id: string, written: string) => {
    const message = normalizeComment(written);
    if (message === '') return;
    const comment = await editComment(id, message);
    setState((current) => ({ ...current, thread: edited(current.thread, id, comment.message, comment.updated_at) }));
  }, []);

  const remove = useCallback(async (id: string) => {
    await deleteComment(id);
    setState((current) => ({ ...current, thread: removed(current.thread, id) }));
  }, []);

  const markRead = useCallback(async () => {
    setState((current) => (current.unread === 0 ? current : { ...current, unread: 0 }));
    await markCommentsRead(deckId).catch(() => undefined);
  }, [deckId]);

  return { ...state, loadFirst, loadOlder, send, retry, edit, remove, markRead };
}
