import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '@lectern/pubsub';
import { waitUntil } from '@lectern/testing';
import { createDeck, signedUpClient } from '../../apps/bff/src/testing/client.js';
import { collaborativeDeck, cookieOf, EditorSocket, pubsubKinds, startCollaboration } from './editor-sockets.js';

describe('the editor namespace over real sockets (one realtime process)', () => {
  let running: Awaited<ReturnType<typeof startCollaboration>>;
  let port: number;
  let people: Awaited<ReturnType<typeof collaborativeDeck>>;

  beforeAll(async () => {
    const pubsub = createInProcessPubSub();
    running = await startCollaboration(1, async () => pubsub, pubsub);
    port = running.ports[0]!;
    people = await collaborativeDeck(running.bff, 'ns');
  });
  afterAll(() => running.stop());

  it('refuses those who may not collaborate, and anything malformed', async () => {
    const { deck, stranger, owner } = people;
    const anonymous = await EditorSocket.open(port);
    expect(await anonymous.subscribe(deck.id)).toEqual({ type: 'error', reason: 'forbidden' });
    const snoop = await EditorSocket.open(port, cookieOf(stranger));
    expect(await snoop.subscribe(deck.id)).toEqual({ type: 'error', reason: 'not_found' });
    const solo = await createDeck(owner, { title: 'Alone' });
    const mine = await EditorSocket.open(port, cookieOf(owner));
    expect(await mine.subscribe(solo.id)).toEqual({ type: 'error', reason: 'not_found' });
    expect(await mine.subscribe(deck.id, { user_id: people.ids.editor })).toEqual({
      type: 'error',
      reason: 'forbidden',
    });
    mine.send({ type: 'slide-change', slide_id: 'x' });
    expect(await mine.take({ type: 'error' })).toEqual({ type: 'error', reason: 'not_subscribed' });
    for (const bad of [
      'not json',
      { type: 'broadcast', message: { type: 'collaboration:editor-changed' } },
      { type: 'subscribe', deck_id: 'x'.repeat(65) },
      { type: 'slide-change', slide_id: 'a\u0000b' },
    ]) {
      mine.send(bad);
      expect(await mine.take({ type: 'error' })).toEqual({ type: 'error', reason: 'invalid' });
    }
    for (const socket of [anonymous, snoop, mine]) socket.close();
  });

  it('shows each user the others’ presence, slide, idleness and typing, and who left', async () => {
    const { deck, owner, editor, ids } = people;
    const ownerSocket = await EditorSocket.open(port, cookieOf(owner));
    const joined = await ownerSocket.subscribe(deck.id, { user_id: ids.owner });
    expect(joined).toMatchObject({ type: 'subscribed', deck_id: deck.id, user_id: ids.owner });
    const editorSocket = await EditorSocket.open(port, cookieOf(editor));
    const seen = await editorSocket.subscribe(deck.id);
    expect(seen.users).toEqual(
      expect.arrayContaining([
        { user_id: ids.owner, status: 'viewing', slide_id: 'intro' },
        { user_id: ids.editor, status: 'viewing', slide_id: 'intro' },
      ]),
    );
    await ownerSocket.take({ type: 'collaboration:presence-changed', user_id: ids.editor, status: 'viewing' });
    editorSocket.send({ type: 'slide-change', slide_id: 'second' });
    await ownerSocket.take({ type: 'collaboration:presence-changed', user_id: ids.editor, slide_id: 'second' });
    editorSocket.send({ type: 'broadcast', message: { type: 'collaboration:user-typing' } });
    await ownerSocket.take({ type: 'collaboration:user-typing', user_id: ids.editor });
    // A client repeating it faster than once a second is not passed on; stopping is.
    for (let n = 0; n < 20; n++)
      editorSocket.send({ type: 'broadcast', message: { type: 'collaboration:user-typing' } });
    editorSocket.send({ type: 'broadcast', message: { type: 'collaboration:user-typing-stopped' } });
    await ownerSocket.take({ type: 'collaboration:user-typing-stopped', user_id: ids.editor });
    expect(ownerSocket.has({ type: 'collaboration:user-typing' })).toBe(false);
    editorSocket.send({ type: 'idle' });
    await ownerSocket.take({ type: 'collaboration:presence-changed', user_id: ids.editor, status: 'idle' });
    ownerSocket.send({ type: 'broadcast-all-user-states' });
    const states = await ownerSocket.take({ type: 'user-states' });
    expect(states.users).toContainEqual({ user_id: ids.editor, status: 'idle', slide_id: 'second' });
    editorSocket.close();
    await ownerSocket.take({ type: 'collaboration:presence-changed', user_id: ids.editor, status: 'disconnected' });
    ownerSocket.close();
  });

  it('carries the handover, content changes and comments, and the BFF decides with presence', async () => {
    const { deck, owner, editor, ids } = people;
    const ownerSocket = await EditorSocket.open(port, cookieOf(owner));
    await ownerSocket.subscribe(deck.id);
    const editorSocket = await EditorSocket.open(port, cookieOf(editor));
    await editorSocket.subscribe(deck.id);
    // The owner is on the page and active: the editor may only ask.
    await waitUntil(() => running.bff.presence.userPresence(deck.id, ids.owner) === 'active');
    expect((await editor.post(`/api/v1/decks/${deck.id}/users/become_editor`)).statusCode).toBe(409);
    await editor.post(`/api/v1/decks/${deck.id}/handover`);
    await ownerSocket.take({ type: 'collaboration:handover-requested', user_id: ids.editor });
    await owner.post(`/api/v1/decks/${deck.id}/handover/deny`, { user_id: ids.editor });
    await editorSocket.take({ type: 'collaboration:handover-denied', user_id: ids.editor, by_user_id: ids.owner });
    await editor.post(`/api/v1/decks/${deck.id}/handover`);
    await owner.post(`/api/v1/decks/${deck.id}/handover/approve`, { user_id: ids.editor });
    await editorSocket.take({ type: 'collaboration:editor-changed', user_id: ids.editor, previous_user_id: ids.owner });
    const version = (await editor.get(`/api/v1/decks/${deck.id}/data`)).json().version as number;
    const saved = await editor.put(`/api/v1/decks/${deck.id}`, {
      deck: { data: '<section data-id="intro"><p>One</p></section><section data-id="b"></section>', version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await ownerSocket.take({ type: 'collaboration:deck-content-changed' })).toEqual({
      type: 'collaboration:deck-content-changed',
      version: version + 1,
      slide_count: 2,
    });
    await owner.put(`/api/v1/decks/${deck.id}`, { deck: { title: 'Together again' } });
    await editorSocket.take({ type: 'collaboration:deck-settings-changed' });

    const posted = (
      await editor.post(`/api/v1/decks/${deck.id}/comments`, { comment: { message: 'Look', slide_hash: 'b' } })
    ).json().comment;
    const added = await ownerSocket.take({ type: 'collaboration:comment-added' });
    expect(added.comment).toEqual(posted);
    await editor.put(`/api/v1/comments/${posted.id}`, { comment: { message: 'Look again' } });
    expect(await ownerSocket.take({ type: 'collaboration:comment-updated' })).toMatchObject({
      comment_id: posted.id,
      message: 'Look again',
    });
    await owner.delete(`/api/v1/comments/${posted.id}`);
    await editorSocket.take({ type: 'collaboration:comment-removed', comment_id: posted.id });
    ownerSocket.close();
    editorSocket.close();
  });

  it('drops a removed collaborator’s socket after telling them, and tells them nothing more', async () => {
    const { deck, owner } = people;
    const viewer = await signedUpClient(running.bff.app, 'nsviewer');
    const invited = await owner.post(`/api/v1/decks/${deck.id}/users/invite`, {
      user: { email: 'nsviewer@example.com', role: 'viewer' },
    });
    const viewerId = invited.json().user.id as string;
    const ownerSocket = await EditorSocket.open(port, cookieOf(owner));
    await ownerSocket.subscribe(deck.id);
    const viewerSocket = await EditorSocket.open(port, cookieOf(viewer));
    expect(await viewerSocket.subscribe(deck.id)).toMatchObject({ type: 'subscribed' });
    await owner.delete(`/api/v1/decks/${deck.id}/users/${viewerId}`);
    await viewerSocket.take({ type: 'collaboration:user-removed', id: viewerId });
    expect(await viewerSocket.take({ type: 'error' })).toEqual({ type: 'error', reason: 'forbidden' });
    await ownerSocket.take({ type: 'collaboration:presence-changed', user_id: viewerId, status: 'disconnected' });
    await owner.post(`/api/v1/decks/${deck.id}/comments`, { comment: { message: 'After you left' } });
    await ownerSocket.take({ type: 'collaboration:comment-added' });
    expect(viewerSocket.has({ type: 'collaboration:comment-added' })).toBe(false);
    // Subscribing again is refused: the deck is not theirs to see any more.
    expect(await viewerSocket.subscribe(deck.id)).toEqual({ type: 'error', reason: 'not_found' });
    ownerSocket.close();
    viewerSocket.close();
  });
});

describe.each(pubsubKinds())('the editor namespace across two realtime processes on %s', (_name, pubsubFor) => {
  let running: Awaited<ReturnType<typeof startCollaboration>>;

  beforeAll(async () => {
    running = await startCollaboration(2, pubsubFor, await pubsubFor());
  });
  afterAll(() => running.stop());

  it('shows presence and every message to users on either process, and the BFF hears their presence', async () => {
    const { deck, owner, editor, ids } = await collaborativeDeck(running.bff, `two${_name.length}`);
    const ownerSocket = await EditorSocket.open(running.ports[0]!, cookieOf(owner));
    await ownerSocket.subscribe(deck.id);
    const editorSocket = await EditorSocket.open(running.ports[1]!, cookieOf(editor));
    const joined = await editorSocket.subscribe(deck.id);
    await waitUntil(() => running.bff.presence.userPresence(deck.id, ids.owner) === 'active');
    await ownerSocket.take({ type: 'collaboration:presence-changed', user_id: ids.editor, status: 'viewing' });
    expect((joined.users as { user_id: string }[]).map((user) => user.user_id)).toContain(ids.editor);
    editorSocket.send({ type: 'broadcast', message: { type: 'collaboration:user-typing' } });
    await ownerSocket.take({ type: 'collaboration:user-typing', user_id: ids.editor });
    await editor.post(`/api/v1/decks/${deck.id}/handover`);
    await ownerSocket.take({ type: 'collaboration:handover-requested', user_id: ids.editor });
    await owner.post(`/api/v1/decks/${deck.id}/handover/approve`, { user_id: ids.editor });
    await editorSocket.take({ type: 'collaboration:editor-changed', user_id: ids.editor });
    await ownerSocket.take({ type: 'collaboration:editor-changed', user_id: ids.editor });
    // Each event reaches each socket once, though both processes consume the bus.
    expect(ownerSocket.has({ type: 'collaboration:editor-changed' })).toBe(false);
    ownerSocket.close();
    editorSocket.close();
  });
});
