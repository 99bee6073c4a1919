import { migrate, type Database, type Queryable } from '@lectern/db';
import {
  createPollingReader,
  type CheckpointListener,
  loadCheckpoint,
  saveCheckpoints,
  type EventStore,
  type PollingReader,
  type ReadBatch,
  type StoredEvent,
} from '@lectern/event-store';
import { checkpointName, type Projection } from './projection.js';
import { parkedEventMigrations, parkEvent, unparkEvent } from './parked-events.js';
import { createPositionWaiters } from './waiters.js';

export interface ProjectionRunnerOptions {
  db: Database;
  store: EventStore;
  /** The projections it starts with; more are added (and removed) while it runs. */
  projections: readonly Projection[];
  batchSize?: number;
  pollIntervalMs?: number;
  onError?: (error: unknown, projection: string) => void;
  /** An event the projection could not apply was parked; the projection went on. */
  onParked?: (error: unknown, projection: string, event: StoredEvent) => void;
  /**
   * Checkpoints (`projection:<name>`) were committed at `position`, with the keys of the answers
   * the batch changed (`Projection.touches`): local waiters can stop waiting now instead of at
   * their next poll (`createCheckpointWaiter(...).reached`), and local caches drop those answers.
   */
  onCheckpoints?: CheckpointListener;
  /**
   * Called first in every transaction that applies events, with the names of the projections it
   * applies: throws when this runner may no longer apply them (another replica holds their lease
   * now). The batch is then tried again, and nothing is parked for it.
   */
  fence?: (tx: Queryable, projections: readonly string[]) => Promise<void>;
}

/** The fence refused a transaction: this runner may not apply these projections now. */
export class FencedOffError extends Error {
  override readonly name = 'FencedOffError';
  constructor(cause: unknown) {
    super('The projections were fenced off', { cause });
  }
}

export interface ProjectionRunner {
  /** Applies the projections' migrations and starts following the log. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Adds projections (their migrations applied first) to those the one reader follows: a
   * process's services share its runner, so the log is read once per batch whatever runs there.
   */
  add(projections: readonly Projection[]): Promise<void>;
  /** Stops applying these projections (their service stopped); the others go on. */
  remove(projections: readonly Projection[]): Promise<void>;
  /** Reads now instead of at the next poll (after an append; see `PollingReader.wake`). */
  wake(position?: number): void;
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

/** Whether a projection reads the stream an event belongs to. */
const follows = (projection: Projection, event: StoredEvent) =>
  !projection.streamPrefixes || projection.streamPrefixes.some((prefix) => event.streamId.startsWith(prefix));

/**
 * Keeps a service's projections current with one reader over the log: each batch is read once,
 * every projection applies the events of its streams past its own checkpoint, and all of it,
 * checkpoints included, commits in one transaction. A batch that fails is applied projection
 * by projection, and event by event where it must, parking what cannot be applied.
 */
export function createProjectionRunner(options: ProjectionRunnerOptions): ProjectionRunner {
  const { db, store } = options;
  let projections = [...options.projections];
  const positions = new Map<string, number>();
  const waiters = createPositionWaiters();
  const streamPrefixes = () =>
    projections.every((projection) => projection.streamPrefixes)
      ? [...new Set(projections.flatMap((projection) => projection.streamPrefixes!))]
      : undefined;
  let reader: PollingReader | null = null;
  let running = false;

  const positionOf = (projection: Projection) => positions.get(projection.name) ?? 0;

  /** A transaction that applies events of these projections, once the fence lets it. */
  const applying = <T>(applied: readonly Projection[], work: (tx: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      try {
        await options.fence?.(
          tx,
          applied.map((projection) => projection.name),
        );
      } catch (error) {
        throw new FencedOffError(error);
      }
      return work(tx);
    });
  const rethrowFenced = (error: unknown) => {
    if (error instanceof FencedOffError) throw error;
  };
  const lowestPosition = () => Math.min(...projections.map(positionOf));

  async function loadPositions() {
    for (const projection of projections)
      positions.set(projection.name, await loadCheckpoint(db, checkpointName(projection)));
    return lowestPosition();
  }

  async function handleBatch(batch: ReadBatch) {
    const behind = projections.filter((projection) => positionOf(projection) < batch.scannedTo);
    const work = behind.map((projection) => ({
      projection,
      events: batch.events.filter((event) => event.position > positionOf(projection) && follows(projection, event)),
    }));
    const names = behind.map(checkpointName);
    const touched = [
      ...new Set(
        work.flatMap(({ projection, events }) => events.flatMap((event) => projection.touches?.(event) ?? [])),
      ),
    ];
    try {
      // Nothing of theirs in the batch: the checkpoints move on in one statement, without a transaction.
      if (work.every(({ events }) => events.length === 0)) await saveCheckpoints(db, names, batch.scannedTo);
      else
        await applying(
          work.filter(({ events }) => events.length > 0).map(({ projection }) => projection),
          async (tx) => {
            for (const { projection, events } of work) for (const event of events) await projection.apply(tx, event);
            await saveCheckpoints(tx, names, batch.scannedTo, touched);
          },
        );
    } catch (error) {
      rethrowFenced(error);
      for (const { projection, events } of work) await applyAlone(projection, events);
      await saveCheckpoints(db, names, batch.scannedTo, touched);
    }
    for (const projection of behind) positions.set(projection.name, batch.scannedTo);
    if (names.length > 0) options.onCheckpoints?.(names, batch.scannedTo, touched);
    queueMicrotask(() => waiters.advance(lowestPosition()));
  }

  /**
   * One projection's share of a failed batch: together if it can, else one by one, parking each
   * that fails. The caller moves the checkpoints afterwards.
   */
  async function applyAlone(projection: Projection, events: readonly StoredEvent[]) {
    if (events.length === 0) return;
    try {
      await applying([projection], async (tx) => {
        for (const event of events) await projection.apply(tx, event);
      });
    } catch (error) {
      rethrowFenced(error);
      for (const event of events) await applyOrPark(projection, event);
    }
  }

  async function applyOrPark(projection: Projection, event: StoredEvent) {
    try {
      await applying([projection], (tx) => projection.apply(tx, event));
    } catch (error) {
      rethrowFenced(error);
      // A database that cannot answer is an outage, not a bad event: the batch is retried instead.
      await db.query('SELECT 1');
      await parkEvent(db, projection.name, event, error);
      options.onParked?.(error, projection.name, event);
    }
  }

  async function startReader() {
    reader = createPollingReader({
      store,
      streamPrefixes: streamPrefixes(),
      batchSize: options.batchSize,
      pollIntervalMs: options.pollIntervalMs,
      loadPosition: loadPositions,
      onError: (error) => options.onError?.(error, projections.map((projection) => projection.name).join(', ')),
      handleBatch,
    });
    await reader.start();
  }

  const migrateAll = async (added: readonly Projection[]) => {
    for (const projection of added) await migrate(db, `projection:${projection.name}`, projection.migrations);
  };

  /** Changes what the reader follows: it stops after its batch in flight and starts again from the lowest checkpoint. */
  async function follow(next: Projection[]) {
    await reader?.stop();
    reader = null;
    projections = next;
    if (running && projections.length > 0) {
      await startReader();
      waiters.advance(lowestPosition());
    }
  }

  return {
    async start() {
      await migrate(db, 'projections', parkedEventMigrations);
      await migrateAll(projections);
      running = true;
      if (projections.length === 0) return;
      await startReader();
      waiters.advance(lowestPosition());
    },
    async stop() {
      running = false;
      await reader?.stop();
      reader = null;
      waiters.cancelAll();
    },
    async add(added) {
      if (added.length === 0) return;
      await migrateAll(added);
      await follow([...projections, ...added]);
    },
    async remove(removed) {
      await follow(projections.filter((projection) => !removed.includes(projection)));
    },
    wake(position) {
      reader?.wake(position);
    },
    waitFor(position, timeoutMs = 5000) {
      if (projections.length === 0 || lowestPosition() >= position) return Promise.resolve(true);
      return waiters.wait(position, timeoutMs);
    },
    async rebuild(name) {
      const projection = projections.find((p) => p.name === name);
      if (!projection) throw new Error(`Unknown projection ${name}`);
      await reader?.stop();
      reader = null;
      await db.transaction(async (tx) => {
        await projection.reset(tx);
        await tx.query('DELETE FROM event_store.checkpoints WHERE name = $1', [checkpointName(projection)]);
        await tx.query('DELETE FROM projections.parked_events WHERE projection = $1', [projection.name]);
      });
      positions.set(name, 0);
      if (!running) return;
      const head = await store.lastPosition();
      await startReader();
      const deadline = Date.now() + 10 * 60_000;
      while (positionOf(projection) < head && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async retryParked(name, eventId) {
      const projection = projections.find((p) => p.name === name);
      if (!projection) throw new Error(`Unknown projection ${name}`);
      return retryParkedEvent(db, store, projection, eventId);
    },
    positions() {
      return Object.fromEntries(projections.map((projection) => [projection.name, positionOf(projection)]));
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
