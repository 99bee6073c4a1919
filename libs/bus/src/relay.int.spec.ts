import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { migrate, openDatabase, openPglite, type Database } from '@lectern/db';
import {
  createCheckpointStore,
  createPostgresEventStore,
  type CheckpointStore,
  eventStoreMigrations,
  newEventId,
  type EventStore,
  type StoredEvent,
} from '@lectern/event-store';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageBus, OutgoingMessage } from './bus.js';
import { createMemoryDeduper, dedupeHandler, EVENT_ID_HEADER } from './dedupe.js';
import { createInProcessBus } from './in-process.js';
import { createKafkaBus } from './kafka.js';
import { silentLogger } from './logger.js';
import { createRelay } from './relay.js';

const brokers = process.env.KAFKA_BROKERS;
const databaseUrl = process.env.DATABASE_URL;
const contexts = ['deck', 'user', 'team'];

// Each test works on its own streams, topics and checkpoint, so a shared Postgres database is fine.
const databases = [
  { kind: 'pglite', open: () => openPglite() },
  ...(databaseUrl ? [{ kind: 'postgres', open: () => openDatabase({ databaseUrl }) }] : []),
];

// Set by the `describe.each` below for the database its tests run on.
let store: EventStore;
let checkpoints: CheckpointStore;

/** Appends `perStream` events to each stream, one append at a time and streams taking turns, so batches mix streams. */
async function appendRoundRobin(streams: readonly string[], perStream: number): Promise<void> {
  for (let version = 1; version <= perStream; version += 1) {
    for (const streamId of streams) {
      const id = newEventId();
      await store.append(
        streamId,
        [
          {
            id,
            type: 'SomethingHappened',
            data: { version },
            metadata: { actorId: null, correlationId: id, causationId: null },
          },
        ],
        {
          expectedVersion: version === 1 ? 'no_stream' : version - 1,
        },
      );
    }
  }
}

/** A relay that starts at the current end of the log, which earlier tests filled. */
async function freshRelayName(): Promise<string> {
  const name = `relay-${randomUUID().slice(0, 8)}`;
  await checkpoints.save(name, await store.headPosition());
  return name;
}

function relaySuite(createBus: () => MessageBus, timeoutMs: number): void {
  it('gets every event to a deduping consumer once and in stream order, across a relay that died mid-way', async ({
    onTestFinished,
  }) => {
    const run = randomUUID().slice(0, 8);
    const topicPrefix = `lectern-test-${run}`;
    const streams = contexts.flatMap((context) => Array.from({ length: 4 }, (_, i) => `${context}-${run}${i}`));
    const perStream = 10;
    const total = streams.length * perStream;
    const batchSize = 10;
    const name = await freshRelayName();
    await appendRoundRobin(streams, perStream);

    const bus = createBus();
    onTestFinished(() => bus.close());
    const published: string[] = [];
    const recordingBus = {
      async publish(topic: string, messages: readonly OutgoingMessage[]) {
        await bus.publish(topic, messages);
        published.push(...messages.map((message) => message.headers?.[EVENT_ID_HEADER] ?? ''));
      },
    };
    const handled: StoredEvent[] = [];
    let deliveries = 0;
    const deduped = dedupeHandler(createMemoryDeduper(), async (message) => {
      handled.push(JSON.parse(message.value.toString('utf8')) as StoredEvent);
    });
    await bus.subscribe({
      groupId: `consumer-${run}`,
      topics: contexts.map((context) => `${topicPrefix}.${context}`),
      fromBeginning: true,
      handler: async (message) => {
        deliveries += 1;
        await deduped(message);
      },
    });

    // The first relay dies between publishing its third batch and saving the checkpoint for it.
    let saves = 0;
    const dying = createRelay({
      events: store,
      bus: recordingBus,
      checkpoints: {
        load: (relay) => checkpoints.load(relay),
        async save(relay, position) {
          saves += 1;
          if (saves === 3) throw new Error('the relay died before saving its checkpoint');
          await checkpoints.save(relay, position);
        },
      },
      name,
      topicPrefix,
      batchSize,
      retryDelayMs: 60_000,
      logger: silentLogger,
    });
    await dying.start();
    await vi.waitFor(() => expect(saves).toBe(3), { timeout: timeoutMs, interval: 10 });
    await dying.stop();
    expect(new Set(published).size).toBe(3 * batchSize);

    const relay = createRelay({
      events: store,
      bus: recordingBus,
      checkpoints,
      name,
      topicPrefix,
      batchSize,
      logger: silentLogger,
    });
    await relay.start();
    onTestFinished(() => relay.stop());

    // The third batch goes out twice: once from each relay.
    await vi.waitFor(
      () => {
        expect(handled).toHaveLength(total);
        expect(deliveries).toBeGreaterThanOrEqual(total + batchSize);
      },
      { timeout: timeoutMs, interval: 20 },
    );
    expect(new Set(handled.map((event) => event.id)).size).toBe(total);
    for (const streamId of streams) {
      const versions = handled.filter((event) => event.streamId === streamId).map((event) => event.streamVersion);
      expect(versions).toEqual(Array.from({ length: perStream }, (_, i) => i + 1));
    }
    expect(await checkpoints.load(name)).toBeGreaterThanOrEqual(await store.headPosition());
  });
}

describe.each(databases)('relay on $kind', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await migrate(db, 'event-store', eventStoreMigrations);
    store = createPostgresEventStore(db);
    checkpoints = createCheckpointStore(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  describe('over the in-process bus', () => {
    const createBus = () => createInProcessBus({ logger: silentLogger });
    relaySuite(createBus, 10_000);

    it('finishes the batch in flight before stop resolves', async () => {
      const name = await freshRelayName();
      const streamId = `deck-${randomUUID()}`;
      await appendRoundRobin([streamId], 1);
      let release: () => void = () => undefined;
      const publishing = new Promise<void>((resolve) => (release = resolve));
      let publishes = 0;
      const relay = createRelay({
        events: store,
        bus: {
          async publish() {
            publishes += 1;
            await publishing;
          },
        },
        checkpoints,
        name,
        logger: silentLogger,
      });
      await relay.start();
      await vi.waitFor(() => expect(publishes).toBe(1), { timeout: 5_000, interval: 10 });

      let stopped = false;
      const stopping = relay.stop().then(() => (stopped = true));
      await setImmediate();
      expect(stopped).toBe(false);
      release();
      await stopping;

      expect(await checkpoints.load(name)).toBeGreaterThanOrEqual(await store.headPosition());
    });

    it('polls at once when woken', async () => {
      const name = await freshRelayName();
      const bus = createInProcessBus({ logger: silentLogger });
      const topicPrefix = `lectern-test-${randomUUID().slice(0, 8)}`;
      const received: string[] = [];
      await bus.subscribe({
        groupId: 'woken',
        topics: [`${topicPrefix}.deck`],
        handler: async (message) => void received.push(message.key),
      });
      let reads = 0;
      const events = {
        async readBatch(options: { after: number; limit?: number }) {
          const batch = await store.readBatch(options);
          reads += 1;
          return batch;
        },
      };
      const relay = createRelay({
        events,
        bus,
        checkpoints,
        name,
        topicPrefix,
        pollIntervalMs: 60_000,
        logger: silentLogger,
      });
      await relay.start();
      await vi.waitFor(() => expect(reads).toBe(1), { timeout: 5_000, interval: 10 });
      const streamId = `deck-${randomUUID()}`;
      const before = await store.headPosition();
      await appendRoundRobin([streamId], 1);
      // On a shared server another test's open transaction can hold readers back for a moment;
      // the relay is woken once the event is visible, as a writer wakes it after its commit.
      await vi.waitFor(async () => expect(await store.headPosition()).toBeGreaterThan(before), {
        timeout: 10_000,
        interval: 10,
      });

      relay.wake();

      await vi.waitFor(() => expect(received).toEqual([streamId]), { timeout: 5_000, interval: 10 });
      await relay.stop();
      await bus.close();
    });
  });

  describe.runIf(brokers)('over kafka', () => {
    relaySuite(
      () =>
        createKafkaBus({
          brokers: (brokers ?? '').split(','),
          clientId: 'lectern-relay-test',
          sessionTimeoutMs: 6_000,
          logger: silentLogger,
        }),
      30_000,
    );
  });
});
