import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { connectPostgres, openPglite, type Database } from '@lectern/db';

export interface TestDatabase {
  name: string;
  db: Database;
  /** A connection string to the same database, for code that opens its own connections. */
  url?: string;
  drop(): Promise<void>;
}

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The kinds a suite should run against here: PGlite always, Postgres when DATABASE_URL is set. */
export function availableDatabaseKinds(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, empty database: in-memory PGlite, or a new database on the DATABASE_URL server. */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: { poolSize?: number } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPglite(undefined, { image: await emptyPgliteImage() });
    return { name: 'pglite', db, drop: () => db.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `lectern_t_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = connectPostgres({ connectionString: url.toString(), max: options.poolSize ?? 10 });
  return {
    name,
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

let emptyImage: Promise<Blob> | undefined;

/**
 * A freshly initialized, empty PGlite data directory, made once per process: a database
 * loaded from it skips initdb, most of what a new PGlite costs (a few seconds on a busy
 * 2-core machine, against well under one).
 */
function emptyPgliteImage(): Promise<Blob> {
  emptyImage ??= (async () => {
    const pglite = await PGlite.create();
    try {
      return await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
  })();
  return emptyImage;
}
