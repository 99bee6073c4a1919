// Distributed mode's hand-over, on Postgres (DATABASE_URL's server, a fresh database): two replicas
// of a projection service as their own processes, events appended all along; the replica applying
// them is killed with SIGKILL. Prints `handover_after_kill_s` (from the kill to the other replica
// applying an event appended after it) beside `lease_ms`; then, with KAFKA_BROKERS set,
// `media_ready_after_restart_s`: a member of a consumer group is killed with SIGKILL and started
// again at once, and a message is published; the figure is the time from the restart to the
// restarted member handling it (it waits for the group to let go of the killed member); and
// `relay_events_per_s`: the relay publishing 20,000 events of 500 streams from the log to Kafka,
// from its start to its checkpoint at the log's head.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { migrate } from '@lectern/db';
import {
  createCheckpointStore,
  createPostgresEventStore,
  eventStoreMigrations,
  newEventId,
  type EventStore,
} from '@lectern/event-store';
import { createTestDatabase } from '@lectern/testing';
import { repoRoot } from '../tests/distributed/processes.js';
import { createKafkaBus, createRelay } from '@lectern/bus';
import { report, reportLoad } from './stats.js';

const LEASE_MS = Number(process.env.LEASE_MS ?? 6_000);
const REPLICA = path.join(repoRoot, 'libs/service-kit/src/test-support/projection-replica.ts');
const MEMBER = path.join(repoRoot, 'bench/kafka-member.ts');

/** A group member process; `seen(text)` resolves once its output holds the text. */
function startMember(topic: string, groupId: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', MEMBER, topic, groupId], {
    cwd: repoRoot,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const wait of waiting.filter((w) => output.includes(w.text))) wait.resolve();
  });
  const seen = (text: string) =>
    new Promise<void>((resolve) => (output.includes(text) ? resolve() : waiting.push({ text, resolve })));
  return { child, seen };
}

/** From restarting a killed consumer to it handling a message published right after. */
async function readyAfterRestart(): Promise<number> {
  const topic = `bench-restart-${Date.now()}`;
  const groupId = `${topic}-group`;
  const bus = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: 'lectern-bench' });
  const first = startMember(topic, groupId);
  try {
    await first.seen('joined');
    await bus.publish(topic, [{ key: 'a', value: 'before' }]);
    await first.seen('handled before');
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const restarted = performance.now();
    const again = startMember(topic, groupId);
    try {
      await bus.publish(topic, [{ key: 'a', value: 'after' }]);
      await again.seen('handled after');
      return (performance.now() - restarted) / 1000;
    } finally {
      again.child.kill('SIGKILL');
    }
  } finally {
    await bus.close();
  }
}

const RELAYED_EVENTS = 20_000;
const RELAYED_STREAMS = 500;

/** Events a second the relay publishes from the log to Kafka, catching up on a log it has not read. */
async function relayRate(store: EventStore, db: Parameters<typeof createCheckpointStore>[0]): Promise<number> {
  const checkpoints = createCheckpointStore(db);
  const name = `bench-relay-${Date.now()}`;
  await checkpoints.save(name, await store.headPosition());
  const perStream = RELAYED_EVENTS / RELAYED_STREAMS;
  for (let stream = 0; stream < RELAYED_STREAMS; stream++) {
    await store.append(
      `deck-relayed${stream}`,
      Array.from({ length: perStream }, (_, i) => ({
        id: newEventId(),
        type: 'Relayed',
        data: { i, text: 'x'.repeat(200) },
        metadata: { actorId: null, correlationId: newEventId(), causationId: null },
      })),
      { expectedVersion: 'any' },
    );
  }
  const head = await store.headPosition();
  const bus = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: 'lectern-bench-relay' });
  const relay = createRelay({ events: store, bus, checkpoints, name, topicPrefix: `bench-${Date.now()}` });
  try {
    const started = performance.now();
    await relay.start();
    while ((await checkpoints.load(name)) < head) await new Promise((resolve) => setTimeout(resolve, 20));
    return RELAYED_EVENTS / ((performance.now() - started) / 1000);
  } finally {
    await relay.stop();
    await bus.close();
  }
}

function startReplica(name: string, databaseUrl: string): { child: ChildProcess; started: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', REPLICA], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LEASE_MS: String(LEASE_MS),
      REPLICA_NAME: name,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = new Promise<string>((resolve) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.split('\n')[0]!);
    });
  });
  return { child, started };
}

export async function run(): Promise<void> {
  reportLoad('start');
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  const testDb = await createTestDatabase('postgres');
  const replicas: ChildProcess[] = [];
  try {
    await migrate(testDb.db, 'event-store', eventStoreMigrations);
    const store = createPostgresEventStore(testDb.db);
    const first = startReplica('first', testDb.url!);
    replicas.push(first.child);
    if ((await first.started) !== 'applying') throw new Error('the first replica does not apply');
    const second = startReplica('second', testDb.url!);
    replicas.push(second.child);
    await second.started;

    let appending = true;
    const writer = (async () => {
      for (let i = 0; appending; i++) {
        await store.append(
          `tally-${i % 5}`,
          [
            {
              id: newEventId(),
              type: 'Tallied',
              data: {},
              metadata: { actorId: null, correlationId: newEventId(), causationId: null },
            },
          ],
          { expectedVersion: 'any' },
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const appliedBySecondAfter = async (position: number) =>
      (
        await testDb.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM test_applied WHERE replica = 'second' AND position > $1`,
          [position],
        )
      ).rows[0]!.n > 0;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    first.child.kill('SIGKILL');
    const killedAt = performance.now();
    const head = await store.headPosition();
    while (!(await appliedBySecondAfter(head))) await new Promise((resolve) => setTimeout(resolve, 50));
    const handover = (performance.now() - killedAt) / 1000;
    appending = false;
    await writer;
    report({
      lease_ms: LEASE_MS,
      handover_after_kill_s: handover,
      handover_vs_lease_ratio: (handover * 1000) / LEASE_MS,
    });
    if (process.env.KAFKA_BROKERS) {
      report({ media_ready_after_restart_s: await readyAfterRestart() });
      report({ relay_events_per_s: await relayRate(store, testDb.db) });
    }
    reportLoad('end');
  } finally {
    for (const child of replicas) child.kill('SIGKILL');
    await testDb.drop();
  }
}
