import type { Database, Queryable } from '@lectern/db';
import { provideProjections } from '@lectern/projection-testing';
import type { TestDatabaseKind } from '@lectern/testing';
import { createClient, createDeck, signedUpClient } from '../apps/bff/src/testing/client.js';
import { createTestBff } from '../apps/bff/src/testing/harness.js';

/** Counts the statements sent through a database (a transaction's BEGIN and COMMIT included) while `counting`. */
function countStatements(db: Database) {
  let counted = 0;
  let counting = false;
  const count = <T extends Queryable>(target: T): T => {
    const query = target.query.bind(target);
    target.query = ((...args: Parameters<Queryable['query']>) => {
      if (counting) counted++;
      return query(...args);
    }) as T['query'];
    return target;
  };
  count(db);
  const transaction = db.transaction.bind(db);
  db.transaction = (work) => {
    if (counting) counted += 2;
    return transaction((tx) => work(count(tx)));
  };
  return async (work: () => Promise<unknown>) => {
    counted = 0;
    counting = true;
    try {
      await work();
    } finally {
      counting = false;
    }
    return counted;
  };
}

/**
 * The statements one request of each hot kind sends, from a query log of the BFF with its
 * projections paused (so that only the request's own are counted): a content save by its
 * owner, and an anonymous read of a public deck; and what one save costs once its read models
 * have followed it too.
 */
export async function statementsPerRequest(kind: TestDatabaseKind, slide: string) {
  provideProjections(async () => (await import('../tools/embedded/src/read-side.js')).everyProjection);
  const bff = await createTestBff({ kind });
  try {
    const counted = countStatements(bff.database.db);
    const owner = await signedUpClient(bff.app, 'counted');
    const anonymous = createClient(bff.app);
    const deck = await createDeck(owner, { title: 'Counted' });
    let version = deck.version;
    const save = async () => {
      const response = await owner.put(`/api/v1/decks/${deck.id}`, { deck: { data: slide, version } });
      if (response.statusCode !== 200) throw new Error(`save: ${response.statusCode} ${response.body}`);
      version = (response.json() as { deck: { version: number } }).deck.version;
    };
    const read = async () => {
      const response = await anonymous.get(`/api/v1/decks/${deck.id}`);
      if (response.statusCode !== 200) throw new Error(`read: ${response.statusCode} ${response.body}`);
    };
    await save();
    await read();
    await bff.caughtUp();
    // The save's author reads once the read models caught up: nothing left to wait for.
    await owner.get(`/api/v1/decks/${deck.id}`);
    const resume = await bff.pauseReadModels();
    let own: { save: number; publicRead: number; status: number };
    const status = async () => {
      const response = await owner.get('/api/v1/status');
      if (response.statusCode !== 200) throw new Error(`status: ${response.statusCode} ${response.body}`);
    };
    try {
      await read();
      await status();
      // Status first: after the save it would wait for the paused read models (read-your-writes).
      const statusStatements = await counted(status);
      own = { save: await counted(save), publicRead: await counted(read), status: statusStatements };
    } finally {
      await resume();
    }
    await bff.caughtUp();
    // The same save again with every read model following it: what the database does for one save in all.
    const withReadModels = await counted(async () => {
      await save();
      await bff.caughtUp();
    });
    return { ...own, saveWithReadModels: withReadModels };
  } finally {
    await bff.close();
  }
}
