import type { Queryable } from '@lectern/db';

/** Durable reader positions, one row per subscriber name, in `event_store.checkpoints`. */
export interface CheckpointStore {
  load(name: string): Promise<number>;
  save(name: string, position: number): Promise<void>;
}

export async function loadCheckpoint(db: Queryable, name: string): Promise<number> {
  const result = await db.query<{ position: number }>('SELECT position FROM event_store.checkpoints WHERE name = $1', [
    name,
  ]);
  return result.rows[0]?.position ?? 0;
}

/** Saves a checkpoint; pass a transaction to save it atomically with the subscriber's own writes. */
export async function saveCheckpoint(db: Queryable, name: string, position: number): Promise<void> {
  await saveCheckpoints(db, [name], position);
}

/** Moves several checkpoints to one position in one statement (never backwards). */
export async function saveCheckpoints(db: Queryable, names: readonly string[], position: number): Promise<void> {
  if (names.length === 0) return;
  await db.query(
    `INSERT INTO event_store.checkpoints (name, position) SELECT name, $2 FROM unnest($1::text[]) AS name
     ON CONFLICT (name) DO UPDATE SET position = GREATEST(event_store.checkpoints.position, EXCLUDED.position), updated_at = now()`,
    [names, position],
  );
}

export function createCheckpointStore(db: Queryable): CheckpointStore {
  return { load: (name) => loadCheckpoint(db, name), save: (name, position) => saveCheckpoint(db, name, position) };
}
