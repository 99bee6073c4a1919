import { migrate, type Database } from '@lectern/db';
import { createPostgresEventStore, eventStoreMigrations, newEventId } from '@lectern/event-store';
import { createProjectionRunner, type Projection, type ProjectionRunner } from '@lectern/projections';

export interface ProjectionHarness {
  db: Database;
  runner: ProjectionRunner;
  /** Appends events to a stream as `actorId` did, and answers once the projections have them. */
  append(streamId: string, events: readonly { type: string; data: unknown }[], actorId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * An event store and the given projections running over a fresh test database, which `close`
 * drops.
 */
export async function startProjectionHarness(
  testDb: { db: Database; drop(): Promise<void> },
  projections: Projection[],
): Promise<ProjectionHarness> {
  await migrate(testDb.db, 'event-store', eventStoreMigrations);
  const store = createPostgresEventStore(testDb.db);
  const runner = createProjectionRunner({ db: testDb.db, store, projections, pollIntervalMs: 5 });
  await runner.start();
  return {
    db: testDb.db,
    runner,
    async append(streamId, events, actorId) {
      const version = await store.streamVersion(streamId);
      const result = await store.append(
        streamId,
        events.map((event) => ({
          id: newEventId(),
          ...event,
          metadata: { actorId, correlationId: newEventId(), causationId: null },
        })),
        { expectedVersion: version === 0 ? 'no_stream' : version },
      );
      runner.wake();
      await runner.waitFor(result.position);
    },
    async close() {
      await runner.stop();
      await testDb.drop();
    },
  };
}
