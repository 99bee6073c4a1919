import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createInProcessBus, createRelay, type MessageBus } from '@lectern/bus';
import { createCheckpointStore } from '@lectern/event-store';
import { createInProcessPubSub, createRedisPubSub, type PubSub } from '@lectern/pubsub';
import { start as startRealtime, type RunningRealtime } from '@lectern/realtime';
import { createLogger, type Infrastructure } from '@lectern/service-kit';
import { waitUntil } from '@lectern/testing';
import { createDeck, signedUpClient, type TestClient } from '../../apps/bff/src/testing/client.js';
import { createTestBff, type TestBff } from '../../apps/bff/src/testing/harness.js';

type Message = Record<string, unknown>;

/** A socket on /realtime/editor that keeps what it receives, to wait for a message among them. */
class EditorSocket {
  private readonly received: Message[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.received.push(JSON.parse(data.toString()) as Message));
  }

  static async open(port: number, cookie?: string): Promise<EditorSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/realtime/editor`, cookie ? { headers: { cookie } } : {});
    const socket = new EditorSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    await socket.take({ type: 'hello' });
    return socket;
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Waits for a received message with the fields of one of `patterns`, and takes it (messages before it stay). */
  async take(...patterns: Message[]): Promise<Message> {
    const matches = (message: Message) =>
      patterns.some((fields) => Object.entries(fields).every(([key, value]) => message[key] === value));
    await waitUntil(() => this.received.some(matches), { timeoutMs: 5_000 });
    return this.received.splice(this.received.findIndex(matches), 1)[0]!;
  }

  has(fields: Message): boolean {
    return this.received.some((message) => Object.entries(fields).every(([key, value]) => message[key] === value));
  }

  async subscribe(deckId: string, extra: Message = {}) {
    this.send({ type: 'subscribe', deck_id: deckId, slide_id: 'intro', ...extra });
    return this.take({ type: 'subscribed' }, { type: 'error' });
  }

  close() {
    this.ws.close();
  }
}

const cookieOf = (client: TestClient) => `lectern_session=${client.cookie('lectern_session')}`;

/** The BFF on a port with its log relayed to a bus, and `count` realtime processes on it. */
async function startCollaboration(count: number, pubsubFor: () => Promise<PubSub>, bffPubsub: PubSub) {
  const bff = await createTestBff({ pubsub: bffPubsub });
  await bff.app.listen({ host: '127.0.0.1', port: 0 });
  const bffUrl = `http://127.0.0.1:${(bff.app.server.address() as { port: number }).port}`;
  const bus: MessageBus = createInProcessBus();
  const relay = createRelay({
    events: bff.store,
    bus,
    checkpoints: createCheckpointStore(bff.database.db),
    pollIntervalMs: 5,
  });
  await relay.start();
  const realtimes: RunningRealtime[] = [];
  const pubsubs: PubSub[] = [];
  for (let i = 0; i < count; i++) {
    const pubsub = await pubsubFor();
    pubsubs.push(pubsub);
    const infra = {
      logger: createLogger('test', 'silent'),
      pubsub,
      bus,
      db: bff.database.db,
    } as unknown as Infrastructure;
    realtimes.push(await startRealtime(infra, { host: '127.0.0.1', port: 0, bffUrl }));
  }
  await waitUntil(async () => (await Promise.all(realtimes.map((r) => r.ready()))).every(Boolean));
  return {
    bff,
    ports: realtimes.map((realtime) => realtime.port),
    async stop() {
      for (const realtime of realtimes) await realtime.stop();
      await relay.stop();
      await bus.close();
      for (const pubsub of pubsubs) if (pubsub !== bffPubsub) await pubsub.close();
      await bff.close();
    },
  };
}

/** People and a collaborative private deck: the owner and an editor collaborator. */
async function collaborativeDeck(bff: TestBff, prefix: string) {
  const owner = await signedUpClient(bff.app, `${prefix}owner`);
  const editor = await signedUpClient(bff.app, `${prefix}editor`);
  const stranger = await signedUpClient(bff.app, `${prefix}stranger`);
  await bff.setPlan(`${prefix}owner`, 'pro');
  const deck = await createDeck(owner, { title: 'Together', visibility: 'self' });
  await owner.post(`/api/v1/decks/${deck.id}/make_collaborative`);
  await owner.post(`/api/v1/decks/${deck.id}/users/invite`, {
    user: { email: `${prefix}editor@example.com`, role: 'editor' },
  });
  const id = async (client: TestClient) => (await client.get('/api/v1/status')).json().user.id as string;
  return { owner, editor, stranger, deck, ids: { owner: await id(owner), editor: await id(editor) } };
}

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

const pubsubKinds: [string, () => Promise<PubSub>][] = [
  [
    'in-process pub/sub',
    (() => {
      const shared = createInProcessPubSub();
      return async () => shared;
    })(),
  ],
];
if (process.env.REDIS_URL) pubsubKinds.push(['Redis', () => createRedisPubSub(process.env.REDIS_URL!)]);

describe.each(pubsubKinds)('the editor namespace across two realtime processes on %s', (_name, pubsubFor) => {
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
