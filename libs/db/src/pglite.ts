import { PGlite, types } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, SqlParam } from './sql.js';

const parsers = { [types.INT8]: (value: string) => Number(value) };

/**
 * PGlite is one connection: a transaction holds it exclusively, so queries issued outside
 * the transaction wait for it (PGlite queues them), exactly like a pool of size one.
 * `image` is a data directory to start from (a tarball from PGlite's `dumpDataDir`), which
 * spares the initdb a new database otherwise runs.
 */
export async function openPglite(dataDir?: string, options: { image?: Blob } = {}): Promise<Database> {
  const db = await PGlite.create({
    parsers,
    ...(dataDir ? { dataDir } : {}),
    ...(options.image ? { loadDataDir: options.image } : {}),
  });
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(text: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>> {
      const result = await q.query<Row>(text, params as unknown[] | undefined);
      // Like node-postgres: a SELECT counts its rows; a statement without rows counts what it changed.
      return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
    },
  });
  const root = wrap(db);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    async exec(script) {
      await db.exec(script);
    },
    async close() {
      await db.close();
    },
  };
}
