import type { Queryable } from '@lectern/db';
import { VISIBLE_BELOW_SQL } from './positions.js';

export interface CheckpointLag {
  name: string;
  /** Visible events past the checkpoint, counted up to `limit`. */
  events: number;
  /** Age of the oldest visible event past the checkpoint; 0 when there is none. */
  seconds: number;
}

/**
 * How far behind the log each named checkpoint is, in one statement whose cost is bounded: the
 * count stops at `limit`, and the age is that of the first event past the checkpoint (one index
 * look-up). For scrapes, never for requests.
 */
export async function checkpointLag(
  db: Queryable,
  names: readonly string[],
  limit = 100_000,
): Promise<CheckpointLag[]> {
  if (names.length === 0) return [];
  const result = await db.query<{ name: string; events: number; seconds: number | null }>(
    `SELECT n.name,
       (SELECT count(*) FROM (SELECT 1 FROM event_store.events e
          WHERE e.position > COALESCE(c.position, 0) AND e.position < ${VISIBLE_BELOW_SQL} LIMIT $2) behind)::int AS events,
       (SELECT extract(epoch FROM clock_timestamp() - e.recorded_at)::float8 FROM event_store.events e
          WHERE e.position > COALESCE(c.position, 0) AND e.position < ${VISIBLE_BELOW_SQL}
          ORDER BY e.position LIMIT 1) AS seconds
     FROM unnest($1::text[]) AS n(name) LEFT JOIN event_store.checkpoints c ON c.name = n.name`,
    [names, limit],
  );
  return result.rows.map((row) => ({
    name: row.name,
    events: Number(row.events),
    seconds: Math.max(0, Number(row.seconds ?? 0)),
  }));
}
