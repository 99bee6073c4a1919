import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createInProcessPubSub, createRedisPubSub, type PubSub } from '@lectern/pubsub';
import { start as startRealtime, type RunningRealtime } from '@lectern/realtime';
import { createLogger, createMetrics, type Infrastructure } from '@lectern/service-kit';
import { waitUntil } from '@lectern/testing';
import { createDeck, signedUpClient, type TestClient } from '../../apps/bff/src/testing/client.js';
import { createTestBff, type TestBff } from '../../apps/bff/src/testing/harness.js';

const state = (indexh: number, indexf: number | null = null) => JSON.stringify({ indexh, indexv: 0, indexf });

/**
 * A socket on /realtime that keeps every message it receives, to wait for them in order; the
 * audience counts a publisher is sent come at their own pace and are kept apart (`counts`).
 */
class LiveSocket {
  readonly received: Record<string, unknown>[] = [];
  readonly counts: number[] = [];
  private read = 0;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.type === 'live:subscribers') this.counts.push(message.count as number);
      else this.received.push(message);
    });
  }

  static async open(port: number, cookie?: string): Promise<LiveSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/realtime`, cookie ? { headers: { cookie } } : {});
    const socket = new LiveSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    expect(await socket.next()).toEqual({ type: 'hello' });
    return socket;
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async next(): Promise<Record<string, unknown>> {
    await waitUntil(() => this.received.length > this.read);
    return this.received[this.read++]!;
  }

  async subscribe(deckId: string, extra: Record<string, unknown> = {}) {
    this.send({ type: 'live:subscribe', deck_id: deckId, ...extra });
    return this.next();
  }

  /** Waits until the last audience count sent is `count`. */
  async counted(count: number) {
    await waitUntil(() => this.counts.at(-1) === count);
  }

  close() {
    this.ws.close();
  }
}

const cookieOf = (client: TestClient) => `lectern_session=${client.cookie('lectern_session')}`;

/** The BFF listening on a port, and `count` realtime servers asking it, each on a pub/sub of its own making. */
async function startLive(count: number, pubsubFor: () => Promise<PubSub>, bffPubsub: PubSub) {
  const streamReads: string[] = [];
  const bff = await createTestBff({
    pubsub: bffPubsub,
    // Realtime's questions to the BFF, counted.
    extend: (app) =>
      app.addHook('onRequest', async (request) => {
        if (request.method === 'GET' && /\/stream(\?|$)/.test(request.url)) streamReads.push(request.url);
      }),
  });
  await bff.app.listen({ host: '127.0.0.1', port: 0 });
  const address = bff.app.server.address() as { port: number };
  const realtimes: RunningRealtime[] = [];
  const pubsubs: PubSub[] = [];
  for (let i = 0; i < count; i++) {
    const pubsub = await pubsubFor();
    pubsubs.push(pubsub);
    const infra = {
      logger: createLogger('test', 'silent'),
      pubsub,
      db: bff.database.db,
      metrics: createMetrics({ db: bff.database.db, logger: createLogger('test', 'silent') }),
    } as unknown as Infrastructure;
    realtimes.push(
      await startRealtime(infra, { host: '127.0.0.1', port: 0, bffUrl: `http://127.0.0.1:${address.port}` }),
    );
  }
  return {
    bff,
    realtimes,
    streamReads,
    async stop() {
      for (const realtime of realtimes) await realtime.stop();
      for (const pubsub of pubsubs) if (pubsub !== bffPubsub) await pubsub.close();
      await bff.close();
    },
  };
}

describe('the live namespace over real sockets (one realtime process, in-process pub/sub)', () => {
  let live: Awaited<ReturnType<typeof startLive>>;
  let bff: TestBff;
  let port: number;
  let owner: TestClient;
  let stranger: TestClient;
  const decks: Record<'public' | 'private' | 'other' | 'notLive', string> = {} as never;
  let publisherKey: string;
  let privateLink: string;

  beforeAll(async () => {
    const pubsub = createInProcessPubSub();
    live = await startLive(1, async () => pubsub, pubsub);
    bff = live.bff;
    port = live.realtimes[0]!.port;
    owner = await signedUpClient(bff.app, 'livepresenter');
    stranger = await signedUpClient(bff.app, 'livestranger');
    await bff.setPlan('livepresenter', 'pro');
    decks.public = (await createDeck(owner, { title: 'Live public' })).id;
    decks.private = (await createDeck(owner, { title: 'Live private', visibility: 'self' })).id;
    decks.other = (await createDeck(owner, { title: 'Live other', visibility: 'self' })).id;
    decks.notLive = (await createDeck(owner, { title: 'Not live' })).id;
    publisherKey = (await owner.post(`/api/v1/decks/${decks.public}/stream`)).json().publisher_key;
    await owner.post(`/api/v1/decks/${decks.private}/stream`);
    await owner.put(`/api/v1/decks/${decks.private}/stream`, { state: state(4) });
    privateLink = (
      await owner.post(`/api/v1/decks/${decks.private}/access_tokens`, { access_token: { name: 'Board' } })
    ).json().access_token.token;
  });
  afterAll(() => live.stop());

  it('a viewer joins in the current state at once, then receives every state and relayed message in order', async () => {
    const presenter = await LiveSocket.open(port, cookieOf(owner));
    expect(await presenter.subscribe(decks.public, { publisher: true })).toEqual({
      type: 'live:subscribed',
      deck_id: decks.public,
      role: 'publisher',
      state: null,
      settings: null,
    });
    presenter.send({ type: 'live:state', state: state(1) });
    expect(await presenter.next()).toEqual({ type: 'live:state', deck_id: decks.public, state: state(1) });

    const viewer = await LiveSocket.open(port);
    expect(await viewer.subscribe(decks.public)).toEqual({
      type: 'live:subscribed',
      deck_id: decks.public,
      role: 'viewer',
      state: state(1),
      settings: null,
    });
    const relayed = [
      { type: 'live:state', deck_id: decks.public, state: state(2, 0) },
      { type: 'live:pointer', x: 0.5, y: 0.25, outside: false, down: true },
      { type: 'timer:start', started_at: 1_700_000_000_000, paused_at: null, limit_minutes: 20 },
      { type: 'timer:pause', paused_at: 1_700_000_060_000 },
      { type: 'timer:sync', started_at: 1_700_000_000_000, paused_at: null, limit_minutes: 20 },
      { type: 'timer:request-sync' },
      { type: 'timer:stop' },
      { type: 'media:play', blockID: 'video-1', currentTime: 0 },
      { type: 'media:seeked', blockID: 'video-1', currentTime: 12.5 },
      { type: 'media:pause', blockID: 'video-1', currentTime: 13 },
    ];
    for (const message of relayed) {
      const { deck_id: _deckId, ...sent } = message as Record<string, unknown>;
      presenter.send(sent);
    }
    for (const message of relayed) expect(await viewer.next()).toEqual(message);
    // What a viewer joining now starts from was stored, within a second.
    await waitUntil(
      async () => (await stranger.get(`/api/v1/decks/${decks.public}/stream`)).json().state === state(2, 0),
    );
    presenter.close();
    viewer.close();
  });

  it('a holder of the publisher key publishes without a session; a wrong key or a stranger cannot', async () => {
    const remote = await LiveSocket.open(port);
    expect(await remote.subscribe(decks.public, { publisher: true, publisher_key: publisherKey })).toMatchObject({
      type: 'live:subscribed',
      role: 'publisher',
    });
    const forger = await LiveSocket.open(port);
    expect(await forger.subscribe(decks.public, { publisher: true, publisher_key: 'x'.repeat(32) })).toEqual({
      type: 'live:error',
      reason: 'forbidden',
    });
    const strangerSocket = await LiveSocket.open(port, cookieOf(stranger));
    expect(await strangerSocket.subscribe(decks.public, { publisher: true })).toEqual({
      type: 'live:error',
      reason: 'forbidden',
    });
    // Refused as publisher, a socket is not in the room: publishing is refused too.
    strangerSocket.send({ type: 'live:state', state: state(9) });
    expect(await strangerSocket.next()).toEqual({ type: 'live:error', reason: 'not_subscribed' });
    // A viewer is in the room, but only publishers publish.
    expect(await strangerSocket.subscribe(decks.public)).toMatchObject({ role: 'viewer' });
    strangerSocket.send({ type: 'live:state', state: state(9) });
    strangerSocket.send({ type: 'live:pointer', x: 0, y: 0, outside: true, down: false });
    expect(await strangerSocket.next()).toEqual({ type: 'live:error', reason: 'forbidden' });
    expect(await strangerSocket.next()).toEqual({ type: 'live:error', reason: 'forbidden' });
    remote.send({ type: 'live:state', state: state(3) });
    expect(await strangerSocket.next()).toEqual({ type: 'live:state', deck_id: decks.public, state: state(3) });
    expect(await remote.next()).toEqual({ type: 'live:state', deck_id: decks.public, state: state(3) });
    // The key is for its own deck only.
    expect(await remote.subscribe(decks.private, { publisher: true, publisher_key: publisherKey })).toEqual({
      type: 'live:error',
      reason: 'not_found',
    });
    for (const socket of [remote, forger, strangerSocket]) socket.close();
  });

  it("a stranger cannot follow a private deck; its private link opens it, and no other deck's", async () => {
    const snoop = await LiveSocket.open(port, cookieOf(stranger));
    expect(await snoop.subscribe(decks.private)).toEqual({ type: 'live:error', reason: 'not_found' });
    const anonymous = await LiveSocket.open(port);
    expect(await anonymous.subscribe(decks.private)).toEqual({ type: 'live:error', reason: 'not_found' });
    expect(await anonymous.subscribe(decks.other, { token: privateLink })).toEqual({
      type: 'live:error',
      reason: 'not_found',
    });
    expect(await anonymous.subscribe(decks.private, { token: privateLink })).toEqual({
      type: 'live:subscribed',
      deck_id: decks.private,
      role: 'viewer',
      state: state(4),
      settings: null,
    });
    // Refused, the snoop receives nothing of the private deck.
    await owner.put(`/api/v1/decks/${decks.private}/stream`, { state: state(5) });
    expect(await anonymous.next()).toEqual({ type: 'live:state', deck_id: decks.private, state: state(5) });
    expect(snoop.received).toHaveLength(2);
    const ownerSocket = await LiveSocket.open(port, cookieOf(owner));
    expect(await ownerSocket.subscribe(decks.private)).toMatchObject({ role: 'viewer', state: state(5) });
    for (const socket of [snoop, anonymous, ownerSocket]) socket.close();
  });

  it('a deck nobody streams yet is joined waiting (state null), and its owner cannot publish before making the stream', async () => {
    const viewer = await LiveSocket.open(port);
    expect(await viewer.subscribe(decks.notLive)).toEqual({
      type: 'live:subscribed',
      deck_id: decks.notLive,
      role: 'viewer',
      state: null,
      settings: null,
    });
    const ownerSocket = await LiveSocket.open(port, cookieOf(owner));
    expect(await ownerSocket.subscribe(decks.notLive, { publisher: true })).toEqual({
      type: 'live:error',
      reason: 'forbidden',
    });
    viewer.close();
    ownerSocket.close();
  });

  it('refuses malformed, oversized and unknown messages without closing the socket', async () => {
    const socket = await LiveSocket.open(port, cookieOf(owner));
    const hostile = [
      'not json',
      '{"type":"live:subscribe"}',
      JSON.stringify({ type: 'live:subscribe', deck_id: 'x'.repeat(65) }),
      JSON.stringify({ type: 'live:unknown' }),
      JSON.stringify({ type: 'live:state', state: 'x'.repeat(5000) }),
      JSON.stringify({ type: 'live:pointer', x: 2, y: 0, outside: false, down: false }),
      JSON.stringify([{ type: 'live:subscribe', deck_id: decks.public }]),
      JSON.stringify({ type: 'live:subscribe', deck_id: "' OR 1=1 --" }),
    ];
    // One at a time: a subscribe is answered after the BFF's check, the others at once.
    const answers = [];
    for (const text of hostile) {
      socket.send(text);
      answers.push(await socket.next());
    }
    expect(answers.slice(0, 7)).toEqual(Array(7).fill({ type: 'live:error', reason: 'invalid' }));
    expect(answers[7]).toEqual({ type: 'live:error', reason: 'not_found' });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next()).toEqual({ type: 'live:error', reason: 'invalid' });
    expect(await socket.subscribe(decks.public, { publisher: true })).toMatchObject({ role: 'publisher' });
    socket.close();
  });

  it('many viewers joining while the presenter publishes all end on the last state', async () => {
    const presenter = await LiveSocket.open(port, cookieOf(owner));
    await presenter.subscribe(decks.public, { publisher: true });
    const viewers = await Promise.all([...Array(20)].map(() => LiveSocket.open(port)));
    const joins = viewers.map((viewer) => viewer.subscribe(decks.public));
    for (let i = 0; i < 10; i++) presenter.send({ type: 'live:state', state: state(10 + i) });
    await Promise.all(joins);
    const lastSeen = (viewer: LiveSocket) =>
      [...viewer.received].reverse().find((m) => m.type === 'live:state' || m.type === 'live:subscribed')?.state;
    for (const viewer of viewers) await waitUntil(() => lastSeen(viewer) === state(19));
    for (const socket of [presenter, ...viewers]) socket.close();
  });

  it('asks the BFF once for a crowd joining a public deck, and for each viewer of a private one', async () => {
    const deck = (await createDeck(owner, { title: 'Crowded' })).id;
    const before = live.streamReads.length;
    const crowd = await Promise.all([...Array(40)].map(() => LiveSocket.open(port)));
    const answers = await Promise.all(crowd.map((viewer) => viewer.subscribe(deck)));
    expect(answers.every((answer) => answer.type === 'live:subscribed')).toBe(true);
    expect(live.streamReads.length - before).toBe(1);
    // A private deck: anyone may not, so each viewer's own link is asked about.
    const withLink = await Promise.all([...Array(3)].map(() => LiveSocket.open(port)));
    for (const viewer of withLink)
      expect(await viewer.subscribe(decks.private, { token: privateLink })).toMatchObject({ role: 'viewer' });
    expect(live.streamReads.filter((url) => url.includes('token=')).length).toBeGreaterThanOrEqual(3);
    for (const socket of [...crowd, ...withLink]) socket.close();
  });

  it("sends states at once and stores them within a second; a leaving publisher's last state at once", async () => {
    const deck = (await createDeck(owner, { title: 'Stored later' })).id;
    await owner.post(`/api/v1/decks/${deck}/stream`);
    const stored = async () => (await stranger.get(`/api/v1/decks/${deck}/stream`)).json().state;
    const presenter = await LiveSocket.open(port, cookieOf(owner));
    await presenter.subscribe(deck, { publisher: true });
    for (let i = 1; i <= 5; i++) presenter.send({ type: 'live:state', state: state(i) });
    for (let i = 1; i <= 5; i++)
      expect(await presenter.next()).toEqual({ type: 'live:state', deck_id: deck, state: state(i) });
    await waitUntil(async () => (await stored()) === state(5), { timeoutMs: 3000 });
    for (let i = 6; i <= 8; i++) presenter.send({ type: 'live:state', state: state(i) });
    await waitUntil(() => presenter.received.filter((m) => m.type === 'live:state').length === 8);
    presenter.close();
    await waitUntil(async () => (await stored()) === state(8), { timeoutMs: 3000 });
  });

  it('relays and keeps the audience settings: a viewer joining later starts with them', async () => {
    const presenter = await LiveSocket.open(port, cookieOf(owner));
    await presenter.subscribe(decks.public, { publisher: true });
    const viewer = await LiveSocket.open(port);
    await viewer.subscribe(decks.public);
    const settings = { present_pointer: true, present_controls: false, present_notes: false, present_upsizing: true };
    presenter.send({ type: 'live:settings', ...settings });
    expect(await viewer.next()).toEqual({ type: 'live:settings', ...settings });
    const late = await LiveSocket.open(port);
    expect(await late.subscribe(decks.public)).toMatchObject({ role: 'viewer', settings });
    expect((await stranger.get(`/api/v1/decks/${decks.public}/stream`)).json().settings).toEqual(settings);
    // Only publishers set them, and only as the four booleans.
    late.send({ type: 'live:settings', ...settings, present_pointer: false });
    expect(await late.next()).toEqual({ type: 'live:error', reason: 'forbidden' });
    presenter.send({ type: 'live:settings', ...settings, script: '<script>' });
    presenter.send({ type: 'live:settings', present_pointer: 'yes' });
    expect(await presenter.next()).toEqual({ type: 'live:settings', ...settings });
    expect(await presenter.next()).toEqual({ type: 'live:error', reason: 'invalid' });
    expect(await presenter.next()).toEqual({ type: 'live:error', reason: 'invalid' });
    for (const socket of [presenter, viewer, late]) socket.close();
  });

  it('tells the publishers how many viewers follow, as they come and go; viewers are not told', async () => {
    const deck = (await createDeck(owner, { title: 'Counted' })).id;
    await owner.post(`/api/v1/decks/${deck}/stream`);
    const presenter = await LiveSocket.open(port, cookieOf(owner));
    await presenter.subscribe(deck, { publisher: true });
    await presenter.counted(0);
    const viewers = await Promise.all([...Array(3)].map(() => LiveSocket.open(port)));
    for (const viewer of viewers) await viewer.subscribe(deck);
    await presenter.counted(3);
    const second = await LiveSocket.open(port, cookieOf(owner));
    await second.subscribe(deck, { publisher: true });
    // Another publisher is not a viewer, and learns the count at once.
    await second.counted(3);
    viewers.pop()!.close();
    await presenter.counted(2);
    await second.counted(2);
    expect(viewers.every((viewer) => viewer.counts.length === 0)).toBe(true);
    for (const socket of [presenter, second, ...viewers]) socket.close();
  });

  it('tells the viewers when the deck is saved, so they load it again', async () => {
    const deck = await createDeck(owner, { title: 'Changing' });
    const viewer = await LiveSocket.open(port);
    await viewer.subscribe(deck.id);
    const saved = await owner.put(`/api/v1/decks/${deck.id}`, { deck: { title: 'Changed' } });
    expect(saved.statusCode).toBe(200);
    expect(await viewer.next()).toEqual({ type: 'live:deck_changed', deck_id: deck.id });
    viewer.close();
  });

  it('refuses every publisher message from a viewer, and every message before subscribing', async () => {
    const viewer = await LiveSocket.open(port);
    const messages = [
      { type: 'live:state', state: state(1) },
      { type: 'live:pointer', x: 0.5, y: 0.5, outside: false, down: false },
      { type: 'timer:start', started_at: 1 },
      { type: 'media:play', blockID: 'v', currentTime: 0 },
      {
        type: 'live:settings',
        present_pointer: true,
        present_controls: true,
        present_notes: true,
        present_upsizing: true,
      },
    ];
    for (const message of messages) viewer.send(message);
    for (const _ of messages) expect(await viewer.next()).toEqual({ type: 'live:error', reason: 'not_subscribed' });
    await viewer.subscribe(decks.public);
    for (const message of messages) viewer.send(message);
    for (const _ of messages) expect(await viewer.next()).toEqual({ type: 'live:error', reason: 'forbidden' });
    viewer.close();
  });
});

describe('the live namespace when the BFF cannot be asked', () => {
  it('answers unavailable, and the socket stays open', async () => {
    const pubsub = createInProcessPubSub();
    const bff = await createTestBff({ pubsub });
    const infra = {
      logger: createLogger('test', 'silent'),
      pubsub,
      db: bff.database.db,
      metrics: createMetrics({ db: bff.database.db, logger: createLogger('test', 'silent') }),
    } as unknown as Infrastructure;
    const realtime = await startRealtime(infra, { host: '127.0.0.1', port: 0, bffUrl: 'http://127.0.0.1:9' });
    try {
      const socket = await LiveSocket.open(realtime.port);
      expect(await socket.subscribe('any-deck')).toEqual({ type: 'live:error', reason: 'unavailable' });
      expect(await socket.subscribe('any-deck')).toEqual({ type: 'live:error', reason: 'unavailable' });
      socket.close();
    } finally {
      await realtime.stop();
      await bff.close();
    }
  });
});

describe.runIf(process.env.REDIS_URL)('two realtime processes through Redis, without sticky sessions', () => {
  let live: Awaited<ReturnType<typeof startLive>>;
  let bffPubsub: PubSub;

  beforeAll(async () => {
    bffPubsub = await createRedisPubSub(process.env.REDIS_URL!);
    live = await startLive(2, () => createRedisPubSub(process.env.REDIS_URL!), bffPubsub);
  });
  afterAll(async () => {
    await live.stop();
    await bffPubsub.close();
  });

  it('a presenter on one process reaches viewers on both, and a viewer joining on the other starts from the stored state', async () => {
    const owner = await signedUpClient(live.bff.app, 'redispresenter');
    const deck = (await createDeck(owner, { title: 'Across processes' })).id;
    await owner.post(`/api/v1/decks/${deck}/stream`);
    const [first, second] = live.realtimes.map((realtime) => realtime.port) as [number, number];
    const presenter = await LiveSocket.open(first, cookieOf(owner));
    await presenter.subscribe(deck, { publisher: true });
    const here = await LiveSocket.open(first);
    const there = await LiveSocket.open(second);
    await here.subscribe(deck);
    await there.subscribe(deck);
    presenter.send({ type: 'live:state', state: state(6) });
    presenter.send({ type: 'live:pointer', x: 0.1, y: 0.9, outside: false, down: false });
    for (const viewer of [here, there]) {
      expect(await viewer.next()).toEqual({ type: 'live:state', deck_id: deck, state: state(6) });
      expect(await viewer.next()).toEqual({ type: 'live:pointer', x: 0.1, y: 0.9, outside: false, down: false });
    }
    const late = await LiveSocket.open(second);
    expect(await late.subscribe(deck)).toMatchObject({ role: 'viewer', state: state(6) });
    // A state put over HTTP (the BFF's own connection to Redis) reaches both processes too.
    await owner.put(`/api/v1/decks/${deck}/stream`, { state: state(7) });
    for (const viewer of [here, there, late])
      expect(await viewer.next()).toEqual({ type: 'live:state', deck_id: deck, state: state(7) });
    for (const socket of [presenter, here, there, late]) socket.close();
  });

  it('counts the viewers of both processes for a publisher on either, and carries settings and saves across', async () => {
    const owner = await signedUpClient(live.bff.app, 'redistally');
    const deck = (await createDeck(owner, { title: 'Counted across' })).id;
    await owner.post(`/api/v1/decks/${deck}/stream`);
    const [first, second] = live.realtimes.map((realtime) => realtime.port) as [number, number];
    const presenter = await LiveSocket.open(first, cookieOf(owner));
    await presenter.subscribe(deck, { publisher: true });
    const here = await Promise.all([...Array(2)].map(() => LiveSocket.open(first)));
    const there = await Promise.all([...Array(3)].map(() => LiveSocket.open(second)));
    for (const viewer of [...here, ...there]) await viewer.subscribe(deck);
    await presenter.counted(5);
    const remote = await LiveSocket.open(second, cookieOf(owner));
    await remote.subscribe(deck, { publisher: true });
    await remote.counted(5);
    there.pop()!.close();
    await presenter.counted(4);
    await remote.counted(4);

    const settings = { present_pointer: true, present_controls: true, present_notes: false, present_upsizing: false };
    remote.send({ type: 'live:settings', ...settings });
    for (const viewer of [...here, ...there])
      expect(await viewer.next()).toEqual({ type: 'live:settings', ...settings });
    await owner.put(`/api/v1/decks/${deck}`, { deck: { title: 'Saved across' } });
    for (const viewer of [...here, ...there])
      expect(await viewer.next()).toEqual({ type: 'live:deck_changed', deck_id: deck });
    for (const socket of [presenter, remote, ...here, ...there]) socket.close();
  });

  it('a process that begins to follow a deck gets its current state, though it is stored a second late', async () => {
    const owner = await signedUpClient(live.bff.app, 'redisrace');
    const deck = (await createDeck(owner, { title: 'Racing' })).id;
    await owner.post(`/api/v1/decks/${deck}/stream`);
    const [first, second] = live.realtimes.map((realtime) => realtime.port) as [number, number];
    const presenter = await LiveSocket.open(first, cookieOf(owner));
    await presenter.subscribe(deck, { publisher: true });
    for (let i = 1; i <= 6; i++) presenter.send({ type: 'live:state', state: state(i) });
    await waitUntil(() => presenter.received.filter((m) => m.type === 'live:state').length === 6);
    // The second process follows nobody on this deck yet: it reads a stored state that is behind.
    const late = await LiveSocket.open(second);
    await late.subscribe(deck);
    const lastSeen = () =>
      [...late.received].reverse().find((m) => m.type === 'live:state' || m.type === 'live:subscribed')?.state;
    await waitUntil(() => lastSeen() === state(6), { timeoutMs: 800 });
    for (const socket of [presenter, late]) socket.close();
  });
});
