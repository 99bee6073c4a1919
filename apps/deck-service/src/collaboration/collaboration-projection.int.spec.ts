import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentReadsStreamId,
  commentStreamId,
  editorStreamId,
  type CommentEvent,
  type CommentsReadEvent,
  type EditorEvent,
} from '@lectern/domain';
import { commentsUnread, deckEditor, findComment, listComments } from '@lectern/read-models';
import { startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { availableDatabaseKinds, createTestDatabase } from '@lectern/testing';
import { usersProjection } from '../accounts/users-projection.js';
import { collaborationProjection } from './collaboration-projection.js';

const added = (id: string, authorId: string, at: string, slideHash: string | null = 'intro'): CommentEvent => ({
  type: 'CommentAdded',
  data: { commentId: id, deckId: 'd1', authorId, message: `Comment ${id}`, slideHash, at },
});

describe.each(availableDatabaseKinds())('collaboration read model on %s', (kind) => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase(kind), [usersProjection, collaborationProjection]);
  });
  afterAll(() => harness.close());

  it('follows who holds the editor seat and who waits for it', async () => {
    const seat = (events: EditorEvent[]) => harness.append(editorStreamId('d1'), events, 'u1');
    expect(await deckEditor(harness.db, 'd1')).toEqual({ editor_id: null, pending: [] });
    await seat([
      { type: 'EditorChanged', data: { editorId: 'u1', previousEditorId: null, reason: 'free' } },
      { type: 'EditorHandoverRequested', data: { userId: 'u2' } },
      { type: 'EditorHandoverRequested', data: { userId: 'u3' } },
      { type: 'EditorHandoverRequested', data: { userId: 'u2' } },
    ]);
    expect(await deckEditor(harness.db, 'd1')).toEqual({ editor_id: 'u1', pending: ['u3', 'u2'] });
    await seat([
      { type: 'EditorHandoverDenied', data: { userId: 'u3', deniedBy: 'u1' } },
      { type: 'EditorChanged', data: { editorId: 'u2', previousEditorId: 'u1', reason: 'approved' } },
    ]);
    expect(await deckEditor(harness.db, 'd1')).toEqual({ editor_id: 'u2', pending: [] });
  });

  it('keeps comments as edited, forgets removed ones, and pages them newest first', async () => {
    await harness.append(commentStreamId('c1'), [added('c1', 'u1', '2026-01-01T00:00:00.000Z')], 'u1');
    await harness.append(commentStreamId('c2'), [added('c2', 'u2', '2026-01-02T00:00:00.000Z', null)], 'u2');
    await harness.append(commentStreamId('c3'), [added('c3', 'u2', '2026-01-03T00:00:00.000Z')], 'u2');
    await harness.append(
      commentStreamId('c1'),
      [{ type: 'CommentEdited', data: { deckId: 'd1', message: 'Better', at: '2026-01-04T00:00:00.000Z' } }],
      'u1',
    );
    await harness.append(
      commentStreamId('c2'),
      [{ type: 'CommentRemoved', data: { deckId: 'd1', removedBy: 'u1', at: '2026-01-05T00:00:00.000Z' } }],
      'u1',
    );
    expect(await findComment(harness.db, 'c1')).toMatchObject({ message: 'Better', author_id: 'u1' });
    expect(await findComment(harness.db, 'c2')).toBeUndefined();
    const page = await listComments(harness.db, { deckId: 'd1', page: 1, perPage: 1 });
    expect(page.comments.map((c) => c.id)).toEqual(['c3']);
    expect(page.hasMore).toBe(true);
    const next = await listComments(harness.db, { deckId: 'd1', page: 2, perPage: 1, offsetId: 'c3' });
    expect(next).toMatchObject({ comments: [{ id: 'c1' }], hasMore: false });
  });

  it('counts what others wrote after someone last read', async () => {
    expect(await commentsUnread(harness.db, 'd1', 'u1')).toEqual({ readAt: null, unread: 1 });
    const read = (at: string): CommentsReadEvent => ({
      type: 'CommentsRead',
      data: { deckId: 'd1', userId: 'u1', at },
    });
    await harness.append(
      commentReadsStreamId('d1', 'u1'),
      [read('2026-01-06T00:00:00.000Z'), read('2026-01-02T12:00:00.000Z')],
      'u1',
    );
    const { readAt, unread } = await commentsUnread(harness.db, 'd1', 'u1');
    expect(new Date(readAt!).toISOString()).toBe('2026-01-06T00:00:00.000Z');
    expect(unread).toBe(0);
  });

  it('rebuilds exactly the rows the live projection made', async () => {
    const tables = [
      'decks.editors ORDER BY deck_id',
      'decks.comments ORDER BY id',
      'decks.comment_reads ORDER BY user_id',
    ];
    const rows = async () => Promise.all(tables.map(async (t) => (await harness.db.query(`SELECT * FROM ${t}`)).rows));
    const live = await rows();
    await harness.runner.rebuild(collaborationProjection.name);
    expect(await rows()).toEqual(live);
  });
});
