import type { Migration, Queryable } from '@lectern/db';

/** Where a relay has got to in the event log: the position of the last event it published. */
export interface CheckpointStore {
  /** 0 when nothing was saved under this name. */
  load(name: string): Promise<number>;
  save(name: string, position: number): Promise<void>;
}

/** Owner `bus`, for `migrate(db, 'bus', busMigrations)`. */
export const busMigrations: readonly Migration[] = [
  {
    id: '001_relay_checkpoints',
    sql: `
      CREATE SCHEMA IF NOT EXISTS bus;
      CREATE TABLE bus.relay_checkpoints (
        name text PRIMARY KEY,
        position bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];

export function createPostgresCheckpointStore(db: Queryable): CheckpointStore {
  return {
    async load(name) {
      const result = await db.query<{ position: number }>(
        'SELECT position FROM bus.relay_checkpoints WHERE name = $1',
        [name],
      );
      return result.rows[0]?.position ?? 0;
    },
    async save(name, position) {
      // Never backwards: two relays running at once (a rolling deploy) must not undo each other's progress.
      await db.query(
        `INSERT INTO bus.relay_checkpoints (name, position) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE
         SET position = GREATEST(bus.relay_checkpoints.position, EXCLUDED.position), updated_at = now()`,
        [name, position],
      );
    },
  };
}
