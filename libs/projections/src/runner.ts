import { migrate, type Database } from '@lectern/db';
import {
  createPollingReader,
  loadCheckpoint,
  saveCheckpoint,
  type EventStore,
  type PollingReader,
} from '@lectern/event-store';
import type { StoredEvent } from '@lectern/event-store';
import { checkpointName, type Projection } from './projection.js';
import { parkedEventMigrations, parkEvent, unparkEvent } from './parked-events.js';
import { createPositionWaiters } from './waiters.js';

export interface ProjectionRunnerOptions {
  db: Database;
  store: EventStore;
  projections: readonly Projection[];
  batchSize?: number;
  pollIntervalMs?: number;
  onError?: (error: unknown, projection: string) => void;
  /** An event the projection could not apply was parked; the projection went on. */
  onParked?: (error: unknown, projection: string, event: StoredEvent) => void;
}

export interface ProjectionRunner {
  /** Applies the projections' migrations and starts following the log. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Reads now instead of at the next poll (after a local append). */
  wake(): void;
  /** Resolves once every projection has processed the log up to `position`; false on timeout. */
  waitFor(position: number, timeoutMs?: number): Promise<boolean>;
  /** Empties one projection's tables and replays the whole log into them; resolves when caught up. */
  rebuild(name: string): Promise<void>;
  /**
   * Applies a parked event again; it leaves the parked list when it applies, and stays with its
   * new error otherwise. False when it failed again.
   */
  retryParked(projection: string, eventId: string): Promise<boolean>;
  positions(): Record<string, number>;
}

export function createProjectionRunner(options: ProjectionRunnerOptions): ProjectionRunner {
  const { db, store } = options;
  const readers = new Map<string, PollingReader>();
  const waiters = createPositionWaiters();
  let running = false;

  const lowestPosition = () => Math.min(...[...readers.values()].map((reader) => reader.position));

  function readerFor(projection: Projection): PollingReader {
    const name = checkpointName(projection);
    return createPollingReader({
      store,
      streamPrefixes: projection.streamPrefixes,
      batchSize: options.batchSize,
      pollIntervalMs: options.pollIntervalMs,
      loadPosition: () => loadCheckpoint(db, name),
      onError: (error) => options.onError?.(error, projection.name),
      handleBatch: async (batch) => {
        try {
          await db.transaction(async (tx) => {
            for (const event of batch.events) await projection.apply(tx, event);
            await saveCheckpoint(tx, name, batch.scannedTo);
          });
        } catch {
          // Some event in the batch cannot be applied: apply them one by one, parking each that fails.
          for (const event of batch.events) await applyOrPark(projection, event);
          await saveCheckpoint(db, name, batch.scannedTo);
        }
        queueMicrotask(() => waiters.advance(lowestPosition()));
      },
    });
  }

  async function applyOrPark(projection: Projection, event: StoredEvent) {
    try {
      await db.transaction((tx) => projection.apply(tx, event));
    } catch (error) {
      // A database that cannot answer is an outage, not a bad event: the batch is retried instead.
      await db.query('SELECT 1');
      await parkEvent(db, projection.name, event, error);
      options.onParked?.(error, projection.name, event);
    }
  }

  async function startReader(projection: Projection) {
    const reader = readerFor(projection);
    readers.set(projection.name, reader);
    await reader.start();
  }

  return {
    async start() {
      await migrate(db, 'projections', parkedEventMigrations);
      for (const projection of options.projections)
        await migrate(db, `projection:${projection.name}`, projection.migrations);
      running = true;
      for (const projection of options.projections) await startReader(projection);
      if (readers.size > 0) waiters.advance(lowestPosition());
    },
    async stop() {
      running = false;
      await Promise.all([...readers.values()].map((reader) => reader.stop()));
      waiters.cancelAll();
    },
    wake() {
      for (const reader of readers.values()) reader.wake();
    },
    waitFor(position, timeoutMs = 5000) {
      if (readers.size === 0 || lowestPosition() >= position) return Promise.resolve(true);
      return waiters.wait(position, timeoutMs);
    },
    async rebuild(name) {
      const projection = options.projections.find((p) => p.name === name);
      if (!projection) throw new Error(`Unknown projection ${name}`);
      await readers.get(name)?.stop();
      await db.transaction(async (tx) => {
        await projection.reset(tx);
        await tx.query('DELETE FROM event_store.checkpoints WHERE name = $1', [checkpointName(projection)]);
        await tx.query('DELETE FROM projections.parked_events WHERE projection = $1', [projection.name]);
      });
      if (!running) return;
      const head = await store.headPosition();
      await startReader(projection);
      const reader = readers.get(name)!;
      const deadline = Date.now() + 10 * 60_000;
      while (reader.position < head && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async retryParked(name, eventId) {
      const projection = options.projections.find((p) => p.name === name);
      if (!projection) throw new Error(`Unknown projection ${name}`);
      return retryParkedEvent(db, store, projection, eventId);
    },
    positions() {
      return Object.fromEntries([...readers].map(([name, reader]) => [name, reader.position]));
    },
  };
}

/** Applies one parked event again (see ProjectionRunner.retryParked); usable without a running runner. */
export async function retryParkedEvent(
  db: Database,
  store: EventStore,
  projection: Projection,
  eventId: string,
): Promise<boolean> {
  const parked = await db.query<{ stream_id: string }>(
    'SELECT stream_id FROM projections.parked_events WHERE projection = $1 AND event_id = $2',
    [projection.name, eventId],
  );
  const streamId = parked.rows[0]?.stream_id;
  if (!streamId) throw new Error(`No event ${eventId} is parked for ${projection.name}`);
  const event = (await store.readStream(streamId)).find((stored) => stored.id === eventId);
  if (!event) throw new Error(`Event ${eventId} is no longer in ${streamId}`);
  try {
    await db.transaction(async (tx) => {
      await projection.apply(tx, event);
      await unparkEvent(tx, projection.name, eventId);
    });
    return true;
  } catch (error) {
    await parkEvent(db, projection.name, event, error);
    return false;
  }
}
