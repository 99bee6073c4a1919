import type { Migration, Queryable } from '@lectern/db';
import type { StoredEvent } from '@lectern/event-store';

/**
 * Events a projection's handler could not apply, set aside so the projection goes on with the
 * next one. Operators list them and retry one once the handler is fixed.
 */
export const parkedEventMigrations: readonly Migration[] = [
  {
    id: '001_parked_events',
    sql: `
CREATE SCHEMA IF NOT EXISTS projections;
CREATE TABLE projections.parked_events (
  projection text NOT NULL,
  event_id uuid NOT NULL,
  position bigint NOT NULL,
  stream_id text NOT NULL,
  error text NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  parked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (projection, event_id)
);`,
  },
];

export interface ParkedEvent {
  projection: string;
  eventId: string;
  position: number;
  streamId: string;
  error: string;
  attempts: number;
  parkedAt: Date;
}

/** The error as an operator reads it: its message, bounded. */
const describe = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

export async function parkEvent(db: Queryable, projection: string, event: StoredEvent, error: unknown) {
  await db.query(
    `INSERT INTO projections.parked_events (projection, event_id, position, stream_id, error) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (projection, event_id) DO UPDATE SET error = EXCLUDED.error, attempts = projections.parked_events.attempts + 1`,
    [projection, event.id, event.position, event.streamId, describe(error)],
  );
}

export async function unparkEvent(db: Queryable, projection: string, eventId: string) {
  await db.query('DELETE FROM projections.parked_events WHERE projection = $1 AND event_id = $2', [
    projection,
    eventId,
  ]);
}

export async function listParkedEvents(db: Queryable): Promise<ParkedEvent[]> {
  const result = await db.query<{
    projection: string;
    event_id: string;
    position: number;
    stream_id: string;
    error: string;
    attempts: number;
    parked_at: Date;
  }>('SELECT * FROM projections.parked_events ORDER BY projection, position');
  return result.rows.map((row) => ({
    projection: row.projection,
    eventId: row.event_id,
    position: Number(row.position),
    streamId: row.stream_id,
    error: row.error,
    attempts: row.attempts,
    parkedAt: new Date(row.parked_at),
  }));
}

/** How many events each projection has parked (only those with any). */
export async function parkedEventCounts(db: Queryable): Promise<Record<string, number>> {
  const result = await db.query<{ projection: string; parked: number }>(
    'SELECT projection, count(*)::int AS parked FROM projections.parked_events GROUP BY projection ORDER BY projection',
  );
  return Object.fromEntries(result.rows.map((row) => [row.projection, row.parked]));
}
