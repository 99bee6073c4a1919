import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, CommentsResponse, Deck } from '@lectern/contracts';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { COMMENTS_PER_PAGE } from './index.js';

/** Comments on a collaborative deck: who writes, edits and deletes them, paging and the unread count. */
describe('comments', () => {
  let bff: TestBff;
  let owner: TestClient;
  let admin: TestClient;
  let viewer: TestClient;
  let stranger: TestClient;
  let deck: Deck;

  const comments = async (client: TestClient, query = '') =>
    (await client.get(`/api/v1/decks/${deck.id}/comments${query}`)).json() as CommentsResponse;
  const post = (client: TestClient, message: string, slideHash: string | null = 'intro') =>
    client.post(`/api/v1/decks/${deck.id}/comments`, { comment: { message, slide_hash: slideHash } });
  const posted = async (client: TestClient, message: string, slideHash: string | null = 'intro') => {
    const response = await post(client, message, slideHash);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { comment: Comment }).comment;
  };

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'author');
    admin = await signedUpClient(bff.app, 'chief');
    viewer = await signedUpClient(bff.app, 'reader');
    stranger = await signedUpClient(bff.app, 'passerby');
    await bff.setPlan('author', 'enterprise');
    deck = await createDeck(owner, { title: 'Pitch', visibility: 'self' });
    await owner.post(`/api/v1/decks/${deck.id}/make_collaborative`);
    for (const [email, role] of [
      ['chief@example.com', 'admin'],
      ['reader@example.com', 'viewer'],
    ])
      expect((await owner.post(`/api/v1/decks/${deck.id}/users/invite`, { user: { email, role } })).statusCode).toBe(
        201,
      );
  });
  afterAll(() => bff.close());

  it('are written by every collaborator, trimmed, and never by outsiders', async () => {
    const comment = await posted(viewer, '  Typo on this slide\n\n\n\nsee title  ');
    expect(comment).toMatchObject({ message: 'Typo on this slide\n\nsee title', slide_hash: 'intro' });
    expect(comment.user).toMatchObject({ username: 'reader' });
    expect((await post(stranger, 'hello')).statusCode).toBe(404);
    expect((await post(createClient(bff.app), 'hello')).statusCode).toBe(401);
    expect((await stranger.get(`/api/v1/decks/${deck.id}/comments`)).statusCode).toBe(404);
  });

  it('refuses empty, too long and hidden-character messages', async () => {
    for (const message of ['   ', 'x'.repeat(1001), 'a\u0000b'])
      expect((await post(owner, message)).statusCode).toBe(422);
    expect((await post(owner, 'ok', 'x'.repeat(201))).statusCode).toBe(422);
  });

  it('are edited by their author only, and deleted by their author, the owner or an admin', async () => {
    const mine = await posted(viewer, 'First thought');
    const edit = (client: TestClient, id: string, message: string) =>
      client.put(`/api/v1/comments/${id}`, { comment: { message } });
    expect((await edit(owner, mine.id, 'Owner rewrites it')).statusCode).toBe(403);
    expect((await edit(admin, mine.id, 'Admin rewrites it')).statusCode).toBe(403);
    expect((await edit(stranger, mine.id, 'Stranger rewrites it')).statusCode).toBe(404);
    expect((await edit(viewer, mine.id, '   ')).statusCode).toBe(422);
    const edited = await edit(viewer, mine.id, 'Second thought');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().comment.message).toBe('Second thought');

    const ownersNote = await posted(owner, 'Owner note');
    expect((await viewer.delete(`/api/v1/comments/${ownersNote.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/v1/comments/${ownersNote.id}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/v1/comments/${mine.id}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/v1/comments/${mine.id}`)).statusCode).toBe(404);
    expect((await edit(viewer, mine.id, 'back?')).statusCode).toBe(404);
  });

  it('come newest first, a page at a time from the first page’s newest, and by slide', async () => {
    const before = (await comments(owner)).comments.length;
    for (let n = 1; n <= COMMENTS_PER_PAGE + 2; n++) await posted(admin, `Note ${n}`, n % 2 === 0 ? 'second' : 'intro');
    const first = await comments(owner);
    expect(first.comments[0]!.message).toBe(`Note ${COMMENTS_PER_PAGE + 2}`);
    expect(first.comments).toHaveLength(COMMENTS_PER_PAGE);
    expect(first.has_more).toBe(true);
    // A comment added meanwhile does not shift the next page.
    await posted(viewer, 'Late note');
    const second = await comments(owner, `?page=2&offset_id=${first.comments[0]!.id}`);
    expect(second.comments).toHaveLength(before + 2);
    expect(second.comments[0]!.message).toBe('Note 2');
    expect(second.has_more).toBe(false);
    const onSecond = await comments(owner, '?slide_hash=second');
    expect(onSecond.comments.map((c) => c.slide_hash)).toEqual(Array(onSecond.comments.length).fill('second'));
    expect(onSecond.comments).toHaveLength((COMMENTS_PER_PAGE + 2) / 2);
  });

  it('counts what others wrote since someone last read them', async () => {
    const unread = (await comments(viewer)).unread_count;
    expect(unread).toBeGreaterThan(COMMENTS_PER_PAGE);
    const read = await viewer.post(`/api/v1/decks/${deck.id}/users/update_last_seen_at`);
    expect(read.statusCode).toBe(204);
    const after = await comments(viewer);
    expect(after.unread_count).toBe(0);
    expect(after.read_at).not.toBeNull();
    await posted(viewer, 'My own does not count');
    expect((await comments(viewer)).unread_count).toBe(0);
    await posted(owner, 'This one does');
    expect((await comments(viewer)).unread_count).toBe(1);
    expect((await stranger.post(`/api/v1/decks/${deck.id}/users/update_last_seen_at`)).statusCode).toBe(404);
  });

  it('are not taken on a deck that is not collaborative', async () => {
    const solo = await createDeck(owner, { title: 'Solo' });
    const response = await owner.post(`/api/v1/decks/${solo.id}/comments`, { comment: { message: 'Hi' } });
    expect(response.statusCode).toBe(409);
  });
});
