import type { Database, Queryable } from '@lectern/db';

/** The NOTIFY channel on which saved checkpoints are announced (names, position and what changed, as JSON). */
export const CHECKPOINTS_CHANNEL = 'lectern_checkpoints';

/** Every key: what a notice says when its keys would not fit in one (NOTIFY takes 8,000 bytes). */
export const EVERYTHING_TOUCHED = '*';
const TOUCHED_MAX_CHARACTERS = 6000;

/** Checkpoints a reader saved at a position, and the keys of the answers the events it applied changed. */
export type CheckpointListener = (names: readonly string[], position: number, touched: readonly string[]) => void;

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

/** The keys as a notice carries them: all of them, or everything when they would not fit. */
export const touchedForNotice = (touched: readonly string[]): readonly string[] =>
  touched.reduce((length, key) => length + key.length + 3, 0) > TOUCHED_MAX_CHARACTERS ? [EVERYTHING_TOUCHED] : touched;

/**
 * Moves several checkpoints to one position in one statement (never backwards), and announces
 * it on CHECKPOINTS_CHANNEL with the keys of the answers its events changed (`touched`): a
 * NOTIFY is delivered when its transaction commits, so listeners in other processes hear of the
 * checkpoints, and drop the answers they kept, once a reader can see the change.
 */
export async function saveCheckpoints(
  db: Queryable,
  names: readonly string[],
  position: number,
  touched: readonly string[] = [],
): Promise<void> {
  if (names.length === 0) return;
  await db.query(
    `WITH saved AS (
       INSERT INTO event_store.checkpoints (name, position) SELECT name, $2 FROM unnest($1::text[]) AS name
       ON CONFLICT (name) DO UPDATE SET position = GREATEST(event_store.checkpoints.position, EXCLUDED.position), updated_at = now()
     )
     SELECT pg_notify($3, json_build_object('names', $1::text[], 'position', $2::bigint, 'touched', $4::text[])::text)`,
    [names, position, CHECKPOINTS_CHANNEL, touchedForNotice(touched)],
  );
}

/**
 * Hears the checkpoints other processes save (`saveCheckpoints`) as they commit, on databases
 * that can listen (Postgres); null where they cannot. Answers the function that stops it.
 */
export async function listenForCheckpoints(
  db: Database,
  onSaved: CheckpointListener,
): Promise<(() => Promise<void>) | null> {
  if (!db.listen) return null;
  return db.listen(CHECKPOINTS_CHANNEL, (payload) => {
    const notice = JSON.parse(payload) as { names: string[]; position: number; touched?: string[] };
    onSaved(notice.names, Number(notice.position), notice.touched ?? []);
  });
}

export function createCheckpointStore(db: Queryable): CheckpointStore {
  return { load: (name) => loadCheckpoint(db, name), save: (name, position) => saveCheckpoint(db, name, position) };
}
