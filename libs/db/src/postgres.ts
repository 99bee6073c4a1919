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
    listen: (channel, onNotice, listenOptions = {}) =>
      listenWithReconnect(options, channel, onNotice, listenOptions.onReconnected),
    async exec(script) {
      await pool.query(script);
    },
    async close() {
      await pool.end();
    },
  };
}

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * LISTEN on a connection of its own, opened again (with a growing pause) whenever it is lost,
 * until the answered function is called. The first connection must succeed.
 */
async function listenWithReconnect(
  options: PostgresOptions,
  channel: string,
  onNotice: (payload: string) => void,
  onReconnected: (() => void) | undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.applicationName ?? 'lectern',
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotice(message.payload);
    });
    // A lost listening connection must not crash the process: it is opened again.
    next.on('error', () => undefined);
    next.once('end', () => {
      if (client === next) reconnectLater(RECONNECT_FIRST_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end().catch(() => undefined);
    else client = next;
  }

  function reconnectLater(pauseMs: number) {
    client = null;
    if (stopped) return;
    retryTimer = setTimeout(() => {
      connect().then(
        () => onReconnected?.(),
        () => reconnectLater(Math.min(RECONNECT_MAX_MS, pauseMs * 2)),
      );
    }, pauseMs);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
