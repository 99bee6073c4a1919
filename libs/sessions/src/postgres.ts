import type { Database, Migration } from '@lectern/db';
import { newSessionId, sessionKey, type Session, type SessionStore } from './session-store.js';

export const sessionMigrations: readonly Migration[] = [
  {
    id: '001_sessions',
    sql: `
CREATE SCHEMA IF NOT EXISTS sessions;
CREATE TABLE sessions.sessions (
  key text PRIMARY KEY,
  user_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions.sessions (user_id);
`,
  },
];

/** Sessions in the database (embedded mode). Expired rows are ignored and swept on create. */
export function createDatabaseSessionStore(db: Database): SessionStore {
  return {
    async create(userId, ttlMs) {
      const id = newSessionId();
      await db.query('DELETE FROM sessions.sessions WHERE expires_at < now()');
      await db.query(
        `INSERT INTO sessions.sessions (key, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3::double precision / 1000))`,
        [sessionKey(id), userId, ttlMs],
      );
      return id;
    },
    async get(id) {
      const result = await db.query<{ user_id: string; created_at: Date; expires_at: Date }>(
        'SELECT user_id, created_at, expires_at FROM sessions.sessions WHERE key = $1 AND expires_at > now()',
        [sessionKey(id)],
      );
      const row = result.rows[0];
      return row
        ? ({
            userId: row.user_id,
            createdAt: new Date(row.created_at),
            expiresAt: new Date(row.expires_at),
          } satisfies Session)
        : null;
    },
    async destroy(id) {
      await db.query('DELETE FROM sessions.sessions WHERE key = $1', [sessionKey(id)]);
    },
    async destroyAllForUser(userId) {
      await db.query('DELETE FROM sessions.sessions WHERE user_id = $1', [userId]);
    },
  };
}
