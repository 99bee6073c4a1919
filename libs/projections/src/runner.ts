import { migrate, type Database } from '@lectern/db';
import {
  createPollingReader,
  loadCheckpoint,
  saveCheckpoint,
  type EventStore,
  type PollingReader,
} from '@lectern/event-store';
import { checkpointName, type Projection } from './projection.js';
import { createPositionWaiters } from './waiters.js';

export interface ProjectionRunnerOptions {
  db: Database;
  store: EventStore;
  projections: readonly Projection[];
  batchSize?: number;
  pollIntervalMs?: number;
  onError?: (error: unknown, projection: string) => void;
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
        await db.transaction(async (tx) => {
          for (const event of batch.events) await projection.apply(tx, event);
          await saveCheckpoint(tx, name, batch.scannedTo);
        });
        queueMicrotask(() => waiters.advance(lowestPosition()));
      },
    });
  }

  async function startReader(projection: Projection) {
    const reader = readerFor(projection);
    readers.set(projection.name, reader);
    await reader.start();
  }

  return {
    async start() {
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
      });
      if (!running) return;
      const head = await store.headPosition();
      await startReader(projection);
      const reader = readers.get(name)!;
      const deadline = Date.now() + 10 * 60_000;
      while (reader.position < head && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    positions() {
      return Object.fromEntries([...readers].map(([name, reader]) => [name, reader.position]));
    },
  };
}
