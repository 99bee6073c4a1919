import pg from 'pg';
import type { Database, Queryable, QueryOptions, QueryResult, SqlParam } from './sql.js';

// bigint columns arrive as strings by default; positions and counts fit in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface PostgresOptions {
  connectionString: string;
  max?: number;
  applicationName?: string;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(text: string, params?: readonly SqlParam[], options?: QueryOptions): Promise<QueryResult<Row>> {
      const values = params as unknown[] | undefined;
      const result = await (options?.name
        ? client.query({ name: options.name, text, values })
        : client.query(text, values));
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
  };
}

export function connectPostgres(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'lectern',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotice) {
      const client = new pg.Client({
        connectionString: options.connectionString,
        application_name: options.applicationName ?? 'lectern',
      });
      // A lost listening connection must not crash the process; its notices stop.
      client.on('error', () => undefined);
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onNotice(message.payload);
      });
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    async exec(script) {
      await pool.query(script);
    },
    async close() {
      await pool.end();
    },
  };
}
