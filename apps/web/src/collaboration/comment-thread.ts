import type { Comment } from '@lectern/contracts';

/**
 * A comment in the list (spec/001 §4 "Comments"): one with no id yet is temporary (saving), then
 * saved or failed; a failed one can be sent again. `key` stays the same through all of that.
 */
export interface ThreadComment {
  key: string;
  state: 'saving' | 'saved' | 'failed';
  comment: Comment | null;
  /** What was written, for a temporary or failed one. */
  draft: { message: string; slideHash: string | null; authorId: string; at: string } | null;
}

export type Thread = readonly ThreadComment[];

export const savedComment = (comment: Comment): ThreadComment => ({
  key: comment.id,
  state: 'saved',
  comment,
  draft: null,
});

/** Newest first, each once: live messages and pages of the server may bring the same comment. */
export function withComments(thread: Thread, comments: readonly Comment[]): Thread {
  const known = new Set(thread.map((entry) => entry.comment?.id).filter(Boolean));
  const added = comments.filter((comment) => !known.has(comment.id)).map(savedComment);
  return sortNewestFirst([...thread, ...added]);
}

/**
 * A comment the deck's stream brought: one of `me`'s still saving with the same words on the same
 * slide is that one coming back (it is settled), anything else joins the thread.
 */
export function withArrived(thread: Thread, comment: Comment, me: string): Thread {
  const own = thread.find(
    (entry) =>
      entry.state === 'saving' &&
      comment.user_id === me &&
      entry.draft?.message === comment.message &&
      entry.draft.slideHash === comment.slide_hash,
  );
  return own ? settled(thread, own.key, comment) : withComments(thread, [comment]);
}

export function withTemporary(thread: Thread, entry: ThreadComment): Thread {
  return [entry, ...thread];
}

/** A temporary one saved: it takes the server's comment, unless the live message brought it first. */
export function settled(thread: Thread, key: string, comment: Comment): Thread {
  const arrived = thread.some((entry) => entry.comment?.id === comment.id && entry.key !== key);
  if (arrived) return thread.filter((entry) => entry.key !== key);
  return thread.map((entry) => (entry.key === key ? { ...savedComment(comment), key } : entry));
}

export const failed = (thread: Thread, key: string): Thread =>
  thread.map((entry) => (entry.key === key ? { ...entry, state: 'failed' } : entry));

export const retrying = (thread: Thread, key: string): Thread =>
  thread.map((entry) => (entry.key === key ? { ...entry, state: 'saving' } : entry));

export const edited = (thread: Thread, id: string, message: string, updatedAt: string): Thread =>
  thread.map((entry) =>
    entry.comment?.id === id ? { ...entry, comment: { ...entry.comment, message, updated_at: updatedAt } } : entry,
  );

export const removed = (thread: Thread, id: string): Thread => thread.filter((entry) => entry.comment?.id !== id);

const timeOf = (entry: ThreadComment) => Date.parse(entry.comment?.created_at ?? entry.draft?.at ?? '');

function sortNewestFirst(thread: ThreadComment[]): Thread {
  return thread.sort((a, b) => timeOf(b) - timeOf(a));
}

/** The comments of one slide, or all of them. */
export const onSlide = (thread: Thread, slideHash: string | null): Thread =>
  slideHash === null
    ? thread
    : thread.filter((entry) => (entry.comment?.slide_hash ?? entry.draft?.slideHash) === slideHash);
