import type { Database, Queryable } from './sql.js';

export interface Migration {
  /** Unique and ordered within its owner, e.g. `001_events`. */
  id: string;
  sql: string;
}

/**
 * Applies the owner's migrations that have not run yet, each in its own transaction,
 * under an advisory lock so processes starting together do not race.
 */
export async function migrate(db: Database, owner: string, migrations: readonly Migration[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS public.lectern_migrations (
    owner text NOT NULL, id text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (owner, id))`);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`migrate:${owner}`]);
    const done = await tx.query<{ id: string }>('SELECT id FROM public.lectern_migrations WHERE owner = $1', [owner]);
    const seen = new Set(done.rows.map((row) => row.id));
    for (const migration of migrations) {
      if (seen.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO public.lectern_migrations (owner, id) VALUES ($1, $2)', [owner, migration.id]);
      applied.push(migration.id);
    }
  });
  return applied;
}

/** Which of these owners have had at least one migration applied (so their tables exist). */
export async function ownersMigrated(db: Queryable, owners: readonly string[]): Promise<Set<string>> {
  const exists = await db.query<{ present: boolean }>(
    `SELECT to_regclass('public.lectern_migrations') IS NOT NULL AS present`,
  );
  if (!exists.rows[0]?.present) return new Set();
  const result = await db.query<{ owner: string }>(
    'SELECT DISTINCT owner FROM public.lectern_migrations WHERE owner = ANY($1::text[])',
    [owners],
  );
  return new Set(result.rows.map((row) => row.owner));
}

/**
 * Migrations are plain DDL; statements end with a semicolon at the end of a line, except inside a
 * `$$`-quoted body (a function's), whose lines end statements of their own.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const line of sql.split('\n')) {
    current += `${line}\n`;
    const insideBody = (current.match(/\$\$/g)?.length ?? 0) % 2 === 1;
    if (insideBody || !/;\s*$/.test(line)) continue;
    statements.push(current.trim().replace(/;$/, ''));
    current = '';
  }
  if (current.trim().length > 0) statements.push(current.trim());
  return statements;
}
