import { migrate, type Database } from '@lectern/db';
import {
  createPollingReader,
  createPostgresEventStore,
  eventStoreMigrations,
  newEventId,
  type EventStore,
  type NewEvent,
} from '@lectern/event-store';
import { createTestDatabase, type TestDatabaseKind } from '@lectern/testing';
import { measure, report } from './stats.js';

const APPENDS_PER_WRITER = Number(process.env.BENCH_APPENDS ?? 2000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 100);
const CATCHUP_EVENTS = Number(process.env.BENCH_CATCHUP_EVENTS ?? 100_000);
const CATCHUP_ROUNDS = 3;
const READ_BATCH = 1000;

const payload = { title: 'A deck title', description: 'Some description text', slides: 12 };
const event = (): NewEvent => ({
  id: newEventId(),
  type: 'DeckUpdated',
  data: payload,
  metadata: { actorId: 'user-1', correlationId: newEventId(), causationId: null },
});

/** Single-event appends, each conditional on the version the writer last saw. */
async function appends(store: EventStore, writers: number, tag: string) {
  const versions = new Map<string, number>();
  return measure(writers, APPENDS_PER_WRITER, async (worker, i) => {
    const stream = `bench-${tag}-${worker}-${i % 50}`;
    const expected = versions.get(stream) ?? 0;
    const result = await store.append(stream, [event()], { expectedVersion: expected === 0 ? 'no_stream' : expected });
    versions.set(stream, result.streamVersion);
  });
}

async function rawInserts(db: Database, connections: number) {
  return measure(connections, APPENDS_PER_WRITER, async () => {
    await db.query('INSERT INTO bench_raw (data) VALUES ($1)', [JSON.stringify(payload)]);
  });
}

/** Reads the whole log from position 0 with the store's batch read; answers events/s. */
async function catchupRead(store: EventStore): Promise<number> {
  const started = performance.now();
  let read = 0;
  for (let after = 0; ;) {
    const batch = await store.readBatch({ after, limit: READ_BATCH });
    read += batch.events.length;
    if (batch.events.length === 0) break;
    after = batch.scannedTo;
  }
  return read / ((performance.now() - started) / 1000);
}

/** The same rows by a bare keyset SELECT, decoded by the driver and nothing else; answers rows/s. */
async function rawKeysetRead(db: Database): Promise<number> {
  const started = performance.now();
  let read = 0;
  for (let after = 0; ;) {
    const { rows } = await db.query<{ position: number }>(
      `SELECT position, event_id, stream_id, stream_version, type, schema_version, data, metadata, recorded_at
       FROM event_store.events WHERE position > $1 ORDER BY position LIMIT $2`,
      [after, READ_BATCH],
    );
    read += rows.length;
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.position;
  }
  return read / ((performance.now() - started) / 1000);
}

/** A rebuild's read: the catch-up loop every projection runs, from 0 to the head, handing each batch to a no-op. */
async function rebuildRead(store: EventStore): Promise<number> {
  const head = await store.headPosition();
  let read = 0;
  let reached!: () => void;
  const done = new Promise<void>((resolve) => (reached = resolve));
  const reader = createPollingReader({
    store,
    loadPosition: async () => 0,
    batchSize: READ_BATCH,
    handleBatch: async (batch) => {
      read += batch.events.length;
      if (batch.scannedTo >= head) reached();
    },
  });
  const started = performance.now();
  await reader.start();
  await done;
  const perSecond = read / ((performance.now() - started) / 1000);
  await reader.stop();
  return perSecond;
}

async function benchKind(kind: TestDatabaseKind) {
  const testDb = await createTestDatabase(kind, { poolSize: 4 });
  try {
    const { db } = testDb;
    await migrate(db, 'event-store', eventStoreMigrations);
    await db.exec('CREATE TABLE bench_raw (id bigserial PRIMARY KEY, data jsonb NOT NULL)');
    const store = createPostgresEventStore(db);
    const prefix = kind === 'postgres' ? 'pg' : 'pglite';

    // Warm up connections and plans so the first measured figure is not a cold start.
    await appends(store, 4, 'warmup');
    await rawInserts(db, 4);

    const insert1 = await rawInserts(db, 1);
    const append1 = await appends(store, 1, 'one');
    const insert4 = await rawInserts(db, 4);
    const append4 = await appends(store, 4, 'four');

    const batchStarted = performance.now();
    for (let b = 0; b < BATCHES; b++) {
      await store.append(`bench-batch-${b}`, Array.from({ length: 100 }, event), { expectedVersion: 'no_stream' });
    }
    const batchPerSecond = (BATCHES * 100) / ((performance.now() - batchStarted) / 1000);

    // Fill the log up to CATCHUP_EVENTS, then read it all from position 0 as a new subscriber would.
    const have = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events')).rows[0]!.n;
    for (let filled = have, b = 0; filled < CATCHUP_EVENTS; b++) {
      const size = Math.min(1000, CATCHUP_EVENTS - filled);
      await store.append(`bench-fill-${b}`, Array.from({ length: size }, event), { expectedVersion: 'no_stream' });
      filled += size;
    }
    // The log's catch-up read (what a rebuild and a new replica go through) against a raw keyset
    // SELECT of the same rows in batches of the same size, in alternating rounds.
    const catchup: number[] = [];
    const raw: number[] = [];
    for (let round = 0; round < CATCHUP_ROUNDS; round++) {
      catchup.push(await catchupRead(store));
      raw.push(await rawKeysetRead(db));
    }
    const catchupPerSecond = Math.max(...catchup);
    const rawPerSecond = Math.max(...raw);
    const rebuildPerSecond = await rebuildRead(store);

    report({
      [`${prefix}_insert_baseline_1c_rows_per_s`]: insert1.perSecond,
      [`${prefix}_insert_baseline_4c_rows_per_s`]: insert4.perSecond,
      [`${prefix}_append_1w_events_per_s`]: append1.perSecond,
      [`${prefix}_append_1w_p50_ms`]: append1.p50,
      [`${prefix}_append_1w_p99_ms`]: append1.p99,
      [`${prefix}_append_4w_events_per_s`]: append4.perSecond,
      [`${prefix}_append_4w_p50_ms`]: append4.p50,
      [`${prefix}_append_4w_p99_ms`]: append4.p99,
      [`${prefix}_append_4w_vs_insert_4c_ratio`]: append4.perSecond / insert4.perSecond,
      [`${prefix}_append_batch100_events_per_s`]: batchPerSecond,
      [`${prefix}_catchup_events_per_s`]: catchupPerSecond,
      [`${prefix}_raw_select_rows_per_s`]: rawPerSecond,
      [`${prefix}_catchup_vs_raw_select_ratio`]: catchupPerSecond / rawPerSecond,
      [`${prefix}_rebuild_events_per_s`]: rebuildPerSecond,
    });
  } finally {
    await testDb.drop();
  }
}

export async function run(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  await benchKind('postgres');
  await benchKind('pglite');
}
