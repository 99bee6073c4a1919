import WebSocket from 'ws';
import { createInProcessBus, createRelay, type MessageBus } from '@lectern/bus';
import { createCheckpointStore } from '@lectern/event-store';
import { createInProcessPubSub, createRedisPubSub, type PubSub } from '@lectern/pubsub';
import { start as startRealtime, type RunningRealtime } from '@lectern/realtime';
import { createLogger, createMetrics, type Infrastructure } from '@lectern/service-kit';
import { waitUntil } from '@lectern/testing';
import { createDeck, signedUpClient, type TestClient } from '../../apps/bff/src/testing/client.js';
import { createTestBff, type TestBff } from '../../apps/bff/src/testing/harness.js';

export type Message = Record<string, unknown>;

/** A socket on /realtime/editor that keeps what it receives (JSON messages, binary frames), to wait for one among them. */
export class EditorSocket {
  private readonly received: Message[] = [];
  readonly frames: Uint8Array[] = [];
  /** Called with each binary frame as it comes (a shared document's sync and awareness). */
  onFrame: ((frame: Uint8Array) => void) | null = null;
  readonly closed: Promise<number>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (!isBinary) return this.received.push(JSON.parse(data.toString()) as Message);
      const frame = new Uint8Array(data as Buffer);
      this.frames.push(frame);
      this.onFrame?.(frame);
    });
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
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
    if (message instanceof Uint8Array) return this.ws.send(message, { binary: true });
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

export const cookieOf = (client: TestClient) => `lectern_session=${client.cookie('lectern_session')}`;

/**
 * The BFF on a port with its log relayed to a bus, and `count` realtime processes on it (on the
 * BFF's database and event store); `restart(i)` stops process i and starts another in its place.
 */
export async function startCollaboration(
  count: number,
  pubsubFor: () => Promise<PubSub>,
  bffPubsub: PubSub,
  options: { kind?: 'pglite' | 'postgres' } = {},
) {
  const bff = await createTestBff({ pubsub: bffPubsub, kind: options.kind });
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
  const ports: number[] = [];
  async function startOne(): Promise<RunningRealtime> {
    const pubsub = await pubsubFor();
    pubsubs.push(pubsub);
    const infra = {
      logger: createLogger('test', 'silent'),
      pubsub,
      bus,
      db: bff.database.db,
      store: bff.store,
      metrics: createMetrics({ db: bff.database.db, logger: createLogger('test', 'silent') }),
    } as unknown as Infrastructure;
    const realtime = await startRealtime(infra, { host: '127.0.0.1', port: 0, bffUrl });
    await waitUntil(() => realtime.ready());
    return realtime;
  }
  for (let i = 0; i < count; i++) {
    realtimes.push(await startOne());
    ports.push(realtimes[i]!.port);
  }
  return {
    bff,
    ports,
    async restart(index: number) {
      await realtimes[index]!.stop();
      realtimes[index] = await startOne();
      ports[index] = realtimes[index].port;
    },
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
export async function collaborativeDeck(bff: TestBff, prefix: string) {
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

/** The pub/sub realtime processes share in a test: in-process (one shared), and Redis when REDIS_URL is set. */
export function pubsubKinds(): [string, () => Promise<PubSub>][] {
  const shared = createInProcessPubSub();
  const kinds: [string, () => Promise<PubSub>][] = [['in-process pub/sub', async () => shared]];
  if (process.env.REDIS_URL) kinds.push(['Redis', () => createRedisPubSub(process.env.REDIS_URL!)]);
  return kinds;
}
