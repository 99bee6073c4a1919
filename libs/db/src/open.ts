import { connectPostgres } from './postgres.js';
import { openPglite } from './pglite.js';
import type { Database } from './sql.js';

/** Postgres when a connection string is given, otherwise PGlite (in memory without a directory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  applicationName?: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const db = connectPostgres({
      connectionString: options.databaseUrl,
      applicationName: options.applicationName,
      max: options.poolSize,
    });
    await db.query('SELECT 1');
    return db;
  }
  return openPglite(options.dataDir);
}
