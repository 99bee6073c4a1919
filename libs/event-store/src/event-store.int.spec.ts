import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@lectern/db';
import { availableDatabaseKinds, createTestDatabase, waitUntil, type TestDatabase } from '@lectern/testing';
import {
  createCheckpointStore,
  createPollingReader,
  createPostgresEventStore,
  eventStoreMigrations,
  newEventId,
  StreamVersionConflictError,
  type EventStore,
  type NewEvent,
  type StoredEvent,
} from './index.js';

const event = (type: string, data: unknown = {}): NewEvent => ({
  id: newEventId(),
  type,
  data,
  metadata: { actorId: 'user-1', correlationId: newEventId(), causationId: null },
});

describe.each(availableDatabaseKinds())('event store contract on %s', (kind) => {
  let testDb: TestDatabase;
  let store: EventStore;
  const stream = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { poolSize: 12 });
    await migrate(testDb.db, 'event-store', eventStoreMigrations);
    store = createPostgresEventStore(testDb.db);
  });
  afterAll(() => testDb.drop());

  describe('append to several streams at once', () => {
    it('appends to every stream in one transaction, with distinct ascending positions', async () => {
      const [a, b] = [stream('deck'), stream('deck-content')];
      await store.append(a, [event('DeckCreated')], { expectedVersion: 'no_stream' });
      const results = await store.appendAll([
        { streamId: a, events: [event('DeckRenamed'), event('DeckRenamed')], expectedVersion: 1 },
        { streamId: b, events: [event('DeckContentSaved')], expectedVersion: 'no_stream' },
      ]);
      expect(results.map((result) => result.streamVersion)).toEqual([3, 1]);
      const positions = [...(await store.readStream(a)).slice(1), ...(await store.readStream(b))].map(
        (e) => e.position,
      );
      expect(new Set(positions).size).toBe(3);
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
      expect(results[1]!.position).toBe(positions[2]);
    });

    it('appends nothing when any stream is not at its expected version', async () => {
      const [a, b] = [stream('deck'), stream('deck-content')];
      await store.append(b, [event('DeckContentSaved')], { expectedVersion: 'no_stream' });
      const appending = store.appendAll([
        { streamId: a, events: [event('DeckCreated')], expectedVersion: 'no_stream' },
        { streamId: b, events: [event('DeckContentSaved')], expectedVersion: 0 },
      ]);
      await expect(appending).rejects.toMatchObject({ name: 'StreamVersionConflictError', streamId: b, actual: 1 });
      expect(await store.streamVersion(a)).toBe(0);
      expect(await store.readStream(b)).toHaveLength(1);
    });
    it('appends under a guard only while the guarded stream is at its expected version', async () => {
      const [seat, content] = [stream('editor'), stream('deck-content')];
      await store.append(seat, [event('EditorChanged')], { expectedVersion: 'no_stream' });
      const guarded = (expectedVersion: number) =>
        store.appendAll([
          { streamId: content, events: [event('DeckContentSaved')], expectedVersion: 'any' },
          { streamId: seat, events: [], expectedVersion },
        ]);
      const results = await guarded(1);
      expect(results[1]).toEqual({ streamVersion: 1, position: 0 });
      await store.append(seat, [event('EditorChanged')], { expectedVersion: 1 });
      await expect(guarded(1)).rejects.toMatchObject({ name: 'StreamVersionConflictError', streamId: seat, actual: 2 });
      expect(await store.readStream(content)).toHaveLength(1);
      expect(await store.readStream(seat)).toHaveLength(2);
      await expect(store.appendAll([{ streamId: seat, events: [], expectedVersion: 2 }])).rejects.toThrow(RangeError);
    });
  });

  describe('append and read a stream', () => {
    it('numbers a new stream from 1 and reads it back in order with its metadata', async () => {
      const id = stream('deck');
      const events = [event('DeckCreated', { title: 'A' }), event('DeckRenamed', { title: 'B' })];
      const result = await store.append(id, events, { expectedVersion: 'no_stream' });
      expect(result.streamVersion).toBe(2);
      const read = await store.readStream(id);
      expect(read.map((e) => [e.type, e.streamVersion, e.data])).toEqual([
        ['DeckCreated', 1, { title: 'A' }],
        ['DeckRenamed', 2, { title: 'B' }],
      ]);
      expect(read[0]!.id).toBe(events[0]!.id);
      expect(read[0]!.metadata).toEqual(events[0]!.metadata);
      expect(read[0]!.schemaVersion).toBe(1);
      expect(read[1]!.position).toBeGreaterThan(read[0]!.position);
      expect(result.position).toBe(read[1]!.position);
      expect(read[0]!.recordedAt).toBeInstanceOf(Date);
      expect(await store.streamVersion(id)).toBe(2);
    });

    it('reads a slice of a stream by version', async () => {
      const id = stream('deck');
      await store.append(id, [event('A'), event('B'), event('C'), event('D')], { expectedVersion: 'no_stream' });
      const slice = await store.readStream(id, { fromVersion: 2, toVersion: 3 });
      expect(slice.map((e) => e.type)).toEqual(['B', 'C']);
    });

    it('answers an empty list and version 0 for a stream that does not exist', async () => {
      expect(await store.readStream(stream('none'))).toEqual([]);
      expect(await store.streamVersion(stream('none'))).toBe(0);
    });
  });

  describe('expected version', () => {
    it('appends when the expected version matches', async () => {
      const id = stream('deck');
      await store.append(id, [event('A')], { expectedVersion: 'no_stream' });
      const result = await store.append(id, [event('B')], { expectedVersion: 1 });
      expect(result.streamVersion).toBe(2);
    });

    it('refuses a stale expected version with a typed conflict and stores nothing', async () => {
      const id = stream('deck');
      await store.append(id, [event('A'), event('B')], { expectedVersion: 'no_stream' });
      const attempt = store.append(id, [event('C')], { expectedVersion: 1 });
      await expect(attempt).rejects.toBeInstanceOf(StreamVersionConflictError);
      await expect(attempt).rejects.toMatchObject({ streamId: id, expected: 1, actual: 2 });
      expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('refuses no_stream when the stream exists, and a version when it does not', async () => {
      const id = stream('deck');
      await store.append(id, [event('A')], { expectedVersion: 'no_stream' });
      await expect(store.append(id, [event('B')], { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(
        StreamVersionConflictError,
      );
      await expect(store.append(stream('deck'), [event('B')], { expectedVersion: 3 })).rejects.toBeInstanceOf(
        StreamVersionConflictError,
      );
    });

    it('appends without a check when any version is accepted', async () => {
      const id = stream('deck');
      await store.append(id, [event('A')], { expectedVersion: 'any' });
      const result = await store.append(id, [event('B')], { expectedVersion: 'any' });
      expect(result.streamVersion).toBe(2);
    });

    it('lets exactly one of several concurrent writers of the same version win', async () => {
      const id = stream('deck');
      await store.append(id, [event('A')], { expectedVersion: 'no_stream' });
      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, () => store.append(id, [event('B')], { expectedVersion: 1 })),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      expect(
        attempts.filter((a) => a.status === 'rejected' && a.reason instanceof StreamVersionConflictError),
      ).toHaveLength(5);
      expect(await store.streamVersion(id)).toBe(2);
    });
  });

  describe('idempotency by event id', () => {
    it('does not duplicate a retried append and answers as the first time', async () => {
      const id = stream('deck');
      const events = [event('A'), event('B')];
      const first = await store.append(id, events, { expectedVersion: 'no_stream' });
      const retry = await store.append(id, events, { expectedVersion: 'no_stream' });
      expect(retry).toEqual(first);
      const retryAny = await store.append(id, events, { expectedVersion: 'any' });
      expect(retryAny).toEqual(first);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('still refuses a batch that repeats a stored id next to a new one', async () => {
      const id = stream('deck');
      const a = event('A');
      await store.append(id, [a], { expectedVersion: 'no_stream' });
      await expect(store.append(id, [a, event('B')], { expectedVersion: 'any' })).rejects.toThrow();
      expect(await store.readStream(id)).toHaveLength(1);
    });
  });

  describe('the global log', () => {
    it('reads all events after a position in position order, filtered by stream prefix', async () => {
      // The head a reader sees stays below any transaction still open on the server (xids are
      // shared by its databases: another test's), so start after a marker once it is seen.
      const marker = stream('marker');
      await store.append(marker, [event('M')], { expectedVersion: 'no_stream' });
      const [seen] = await waitUntil(async () => {
        const events = await store.readAll({ after: 0, streamPrefixes: [marker] });
        return events.length > 0 && events;
      });
      const start = seen!.position;
      const deck = stream('deckx');
      const user = stream('userx');
      await store.append(deck, [event('D1')], { expectedVersion: 'no_stream' });
      await store.append(user, [event('U1')], { expectedVersion: 'no_stream' });
      await store.append(deck, [event('D2')], { expectedVersion: 1 });
      const all = await waitUntil(async () => {
        const events = await store.readAll({ after: start });
        return events.length >= 3 && events;
      });
      expect(all.map((e) => e.type)).toEqual(['D1', 'U1', 'D2']);
      const decks = await store.readAll({ after: start, streamPrefixes: ['deckx-'] });
      expect(decks.map((e) => e.type)).toEqual(['D1', 'D2']);
      const limited = await store.readAll({ after: start, limit: 2 });
      expect(limited.map((e) => e.type)).toEqual(['D1', 'U1']);
      expect(await store.readAll({ after: limited[1]!.position })).toHaveLength(1);
      expect(await waitUntil(async () => (await store.headPosition()) === all[2]!.position)).toBe(true);
    });

    it('tells the last committed position, past what readers may see while an older transaction is open', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let opened!: () => void;
      const open = new Promise<void>((resolve) => (opened = resolve));
      // PGlite has one connection: no transaction can stay open beside an append.
      const older =
        kind === 'postgres'
          ? testDb.db.transaction(async (tx) => {
              await tx.query('SELECT pg_current_xact_id()');
              opened();
              await held;
            })
          : Promise.resolve(opened());
      await open;
      const appended = await store.append(stream('last'), [event('L')], { expectedVersion: 'no_stream' });
      expect(await store.lastPosition()).toBe(appended.position);
      if (kind === 'postgres') expect(await store.headPosition()).toBeLessThan(appended.position);
      release();
      await older;
      expect(await waitUntil(async () => (await store.headPosition()) === appended.position)).toBe(true);
    });

    it('reports a scanned position past events that did not match the filter', async () => {
      const start = await store.headPosition();
      await store.append(stream('other'), [event('O')], { expectedVersion: 'no_stream' });
      const head = await store.headPosition();
      const batch = await store.readBatch({ after: start, streamPrefixes: ['nothing-'] });
      expect(batch.events).toEqual([]);
      expect(batch.scannedTo).toBeGreaterThanOrEqual(head);
    });
  });

  describe('checkpoints', () => {
    it('keeps the furthest position per name', async () => {
      const checkpoints = createCheckpointStore(testDb.db);
      expect(await checkpoints.load('reader-a')).toBe(0);
      await checkpoints.save('reader-a', 42);
      await checkpoints.save('reader-a', 7);
      expect(await checkpoints.load('reader-a')).toBe(42);
    });
  });

  describe('catch-up subscription', () => {
    it('resumes from its durable checkpoint after a stop', async () => {
      const checkpoints = createCheckpointStore(testDb.db);
      const name = `sub-${Math.random()}`;
      await checkpoints.save(name, await store.headPosition());
      const seen: string[] = [];
      const makeReader = () =>
        createPollingReader({
          store,
          loadPosition: () => checkpoints.load(name),
          streamPrefixes: ['resume-'],
          pollIntervalMs: 10,
          handleBatch: async (batch) => {
            seen.push(...batch.events.map((e) => e.type));
            await checkpoints.save(name, batch.scannedTo);
          },
        });
      const id = `resume-${Math.random()}`;
      let reader = makeReader();
      await reader.start();
      await store.append(id, [event('R1'), event('R2')], { expectedVersion: 'no_stream' });
      await waitUntil(() => seen.length === 2);
      await reader.stop();
      await store.append(id, [event('R3')], { expectedVersion: 2 });
      reader = makeReader();
      await reader.start();
      await waitUntil(() => seen.length === 3);
      await reader.stop();
      expect(seen).toEqual(['R1', 'R2', 'R3']);
    });

    it('sees every event exactly once, in position order, while many writers append concurrently', async () => {
      const writers = 8;
      const appendsPerWriter = kind === 'postgres' ? 150 : 40;
      const prefix = `gap${Math.random().toString(36).slice(2, 8)}`;
      const received: StoredEvent[] = [];
      let position = await store.headPosition();
      const reader = createPollingReader({
        store,
        loadPosition: async () => position,
        streamPrefixes: [`${prefix}-`],
        batchSize: 50,
        pollIntervalMs: 1,
        handleBatch: async (batch) => {
          received.push(...batch.events);
          position = batch.scannedTo;
        },
      });
      await reader.start();
      const appended: string[] = [];
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          for (let i = 0; i < appendsPerWriter; i++) {
            const streamId = `${prefix}-${(w * 7 + i) % 20}`;
            const events = i % 5 === 0 ? [event('Batch'), event('Batch')] : [event('One')];
            await store.append(streamId, events, { expectedVersion: 'any' });
            appended.push(...events.map((e) => e.id));
          }
        }),
      );
      await waitUntil(() => received.length >= appended.length, { timeoutMs: 30_000 });
      await reader.stop();
      const ids = received.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(ids)).toEqual(new Set(appended));
      const positions = received.map((e) => e.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });
  });
});
