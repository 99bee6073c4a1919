import type { Queryable } from '@lectern/db';
import { streamPrefix, type CommentEvent, type EditorEvent } from '@lectern/domain';
import type { StoredEvent } from '@lectern/event-store';
import { streamEvent, type Projection } from '@lectern/projections';
import { readModelNames } from '@lectern/read-models';

/**
 * Who edits each collaborative deck and who waits to (`editor-` streams), the decks' comments
 * (`comment-`) and how far each reader has read them (`comment-reads-`).
 */
export const collaborationProjection: Projection = {
  name: readModelNames.collaboration,
  streamPrefixes: [streamPrefix('editor'), streamPrefix('comment'), streamPrefix('commentReads')],
  migrations: [
    {
      id: '001_collaboration',
      sql: `
CREATE SCHEMA IF NOT EXISTS decks;
CREATE TABLE decks.editors (
  deck_id text PRIMARY KEY,
  editor_id text,
  pending text[] NOT NULL DEFAULT '{}',
  changed_at timestamptz NOT NULL
);
CREATE TABLE decks.comments (
  id text PRIMARY KEY,
  deck_id text NOT NULL,
  author_id text NOT NULL,
  message text NOT NULL,
  slide_hash text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX comments_deck ON decks.comments (deck_id, created_at DESC, id DESC);
CREATE INDEX comments_slide ON decks.comments (deck_id, slide_hash, created_at DESC, id DESC);
CREATE TABLE decks.comment_reads (
  deck_id text NOT NULL,
  user_id text NOT NULL,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (deck_id, user_id)
);
`,
    },
  ],
  async reset(tx) {
    await tx.query('TRUNCATE decks.editors, decks.comments, decks.comment_reads');
  },
  async apply(tx, stored) {
    const at = stored.recordedAt.toISOString();
    const stream = streamEvent(stored);
    if (stream?.kind === 'editor') await applyEditorEvent(tx, stream.id, stream.event, at);
    else if (stream?.kind === 'commentReads') {
      const { deckId, userId, at: readAt } = stream.event.data;
      await tx.query(
        `INSERT INTO decks.comment_reads (deck_id, user_id, read_at) VALUES ($1, $2, $3)
         ON CONFLICT (deck_id, user_id) DO UPDATE SET read_at = GREATEST(decks.comment_reads.read_at, EXCLUDED.read_at)`,
        [deckId, userId, readAt],
      );
    } else if (stream?.kind === 'comment') await applyCommentEvent(tx, stream.id, stream.event);
  },
};

async function applyEditorEvent(tx: Queryable, deckId: string, event: StoredEvent & EditorEvent, at: string) {
  // The row as it stands, or a seat nobody holds.
  await tx.query(
    `INSERT INTO decks.editors (deck_id, editor_id, changed_at) VALUES ($1, NULL, $2) ON CONFLICT (deck_id) DO NOTHING`,
    [deckId, at],
  );
  switch (event.type) {
    case 'EditorChanged':
      await tx.query(
        'UPDATE decks.editors SET editor_id = $2, pending = array_remove(pending, $2), changed_at = $3 WHERE deck_id = $1',
        [deckId, event.data.editorId, at],
      );
      return;
    case 'EditorHandoverRequested':
      await tx.query(
        'UPDATE decks.editors SET pending = array_append(array_remove(pending, $2), $2) WHERE deck_id = $1',
        [deckId, event.data.userId],
      );
      return;
    case 'EditorHandoverCanceled':
    case 'EditorHandoverDenied':
      await tx.query('UPDATE decks.editors SET pending = array_remove(pending, $2) WHERE deck_id = $1', [
        deckId,
        event.data.userId,
      ]);
      return;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

async function applyCommentEvent(tx: Queryable, commentId: string, event: StoredEvent & CommentEvent) {
  switch (event.type) {
    case 'CommentAdded': {
      const { deckId, authorId, message, slideHash, at } = event.data;
      await tx.query(
        `INSERT INTO decks.comments (id, deck_id, author_id, message, slide_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (id) DO NOTHING`,
        [commentId, deckId, authorId, message, slideHash, at],
      );
      return;
    }
    case 'CommentEdited':
      await tx.query('UPDATE decks.comments SET message = $2, updated_at = $3 WHERE id = $1', [
        commentId,
        event.data.message,
        event.data.at,
      ]);
      return;
    case 'CommentRemoved':
      await tx.query('DELETE FROM decks.comments WHERE id = $1', [commentId]);
      return;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
