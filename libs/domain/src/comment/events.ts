import { streamId } from '../streams.js';
/** A comment on a collaborative deck (spec/001 §3), one stream per comment: `comment-<id>`. */
export type CommentEvent =
  | {
      type: 'CommentAdded';
      data: {
        commentId: string;
        deckId: string;
        authorId: string;
        message: string;
        /** The `data-id` of the slide it is about, or null for the whole deck. */
        slideHash: string | null;
        at: string;
      };
    }
  // Each names its deck, so a consumer knows whom to tell without looking the comment up.
  | { type: 'CommentEdited'; data: { deckId: string; message: string; at: string } }
  | { type: 'CommentRemoved'; data: { deckId: string; removedBy: string; at: string } };

/** Someone read a deck's comments up to `at` (spec/001 §7 update_last_seen_at); counts what is unread. */
export type CommentsReadEvent = { type: 'CommentsRead'; data: { deckId: string; userId: string; at: string } };

export const commentStreamId = (commentId: string) => streamId('comment', commentId);
/** One stream per reader of a deck's comments, appended to without reading it (like views). */
export const commentReadsStreamId = (deckId: string, userId: string) => streamId('commentReads', `${deckId}-${userId}`);
