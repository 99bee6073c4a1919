import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@lectern/db';
import { createPostgresEventStore, eventStoreMigrations, newEventId, type EventStore } from '@lectern/event-store';
import { createTestDatabase, waitUntil, type TestDatabase } from '@lectern/testing';

const LEASE_MS = 1_500;

interface Replica {
  child: ChildProcess;
  /** Resolves with the replica's first line: `applying` or `standing by`. */
  started: Promise<string>;
  exited: Promise<void>;
}

function startReplica(name: string, databaseUrl: string): Replica {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./test-support/projection-replica.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        LEASE_MS: String(LEASE_MS),
        REPLICA_NAME: name,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const started = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`replica ${name} exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, started, exited };
}

const tallied = () => ({
  id: newEventId(),
  type: 'Tallied',
  data: {},
  metadata: { actorId: null, correlationId: newEventId(), causationId: null },
});

describe.skipIf(!process.env.DATABASE_URL)('projections in two replicas of a service on Postgres', () => {
  let testDb: TestDatabase;
  let store: EventStore;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    await migrate(testDb.db, 'event-store', eventStoreMigrations);
    store = createPostgresEventStore(testDb.db);
  });
  afterAll(async () => {
    for (const replica of replicas) replica.child.kill('SIGKILL');
    await Promise.all(replicas.map((replica) => replica.exited));
    await testDb.drop();
  });

  const applications = async () =>
    (
      await testDb.db.query<{ events: number; applied: number; by: string[] }>(
        `SELECT count(DISTINCT event_id)::int AS events, count(*)::int AS applied, array_agg(DISTINCT replica) AS by
         FROM test_applied`,
      )
    ).rows[0]!;

  it('apply each event once, in the replica holding the lease, and hand over when it is killed', async () => {
    const first = startReplica('first', testDb.url!);
    replicas.push(first);
    expect(await first.started).toBe('applying');
    const second = startReplica('second', testDb.url!);
    replicas.push(second);
    expect(await second.started).toBe('standing by');

    let appended = 0;
    let appending = true;
    const writer = (async () => {
      while (appending) {
        await store.append(`tally-${appended % 5}`, [tallied()], { expectedVersion: 'any' });
        appended += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    await waitUntil(async () => (await applications()).events >= 20, { timeoutMs: 20_000 });
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = appended;
    // The second replica applies what was appended after the first one died.
    await waitUntil(async () => (await applications()).events > killedAt + 20, { timeoutMs: 30_000 });
    appending = false;
    await writer;
    await waitUntil(async () => (await applications()).events === appended, { timeoutMs: 20_000 });

    const { events, applied, by } = await applications();
    expect(applied).toBe(events);
    expect(by.sort()).toEqual(['first', 'second']);
  });
});
