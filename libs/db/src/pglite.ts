import { answered, linkPgliteThread, type PgliteLink } from './pglite-link.js';
import type { PgliteReply } from './pglite-messages.js';
import type { Database, Queryable, QueryResult, SqlParam } from './sql.js';

/**
 * PGlite on a thread of its own (`pglite-thread.ts`), so that a query never holds the event
 * loop: the main thread sends each statement in one message and gets its rows back in one,
 * as the thread's PGlite parsed them. PGlite is one connection: statements are served in the
 * order they were sent, and a transaction holds it until it ends, so statements sent outside
 * it meanwhile wait for it, exactly like a pool of size one.
 * `image` is a data directory to start from (a tarball from PGlite's `dumpDataDir`), which
 * spares the initdb a new database otherwise runs.
 */
export async function openPglite(dataDir?: string, options: { image?: Blob } = {}): Promise<Database> {
  const link = linkPgliteThread();
  try {
    answered(await link.ask({ kind: 'open', opening: { dataDir, image: options.image } }));
  } catch (error) {
    await link.release(false);
    throw error;
  }
  return pgliteOn(link);
}

function pgliteOn(link: PgliteLink): Database {
  let nextTransaction = 0;
  const queryable = (tx: number | undefined): Queryable => ({
    async query<Row>(text: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>> {
      const reply = await link.ask({ kind: 'query', text, params, tx });
      answered(reply);
      const { rows, rowCount } = reply as Extract<PgliteReply, { rows: unknown[] }>;
      return { rows: rows as Row[], rowCount };
    },
  });
  const root = queryable(undefined);
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    query: root.query,
    async transaction(work) {
      const tx = nextTransaction++;
      // BEGIN is not answered: the transaction's first statement waits for it in the thread.
      link.tell({ kind: 'begin', tx });
      let result;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await link.ask({ kind: 'end', tx, commit: false });
        throw error;
      }
      answered(await link.ask({ kind: 'end', tx, commit: true }));
      return result;
    },
    async exec(script) {
      answered(await link.ask({ kind: 'exec', script }));
    },
    close() {
      closing ??= (async () => {
        const reply = await link.ask({ kind: 'close' });
        await link.release(!('error' in reply));
        answered(reply);
      })();
      return closing;
    },
  };
}
