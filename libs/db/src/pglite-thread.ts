// A PGlite thread (`pglite-link.ts` starts it): one PGlite at a time, serving the statements
// the main thread sends in the order they arrive. PGlite queues them itself, first come first
// served, and a transaction holds it until its `end`, as it does on one thread.
import { parentPort } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { errorFields, type PgliteOpening, type PgliteReply, type PgliteRequest } from './pglite-messages.js';

const port = parentPort!;

/** Thrown inside PGlite's transaction to have it roll back. */
const ROLL_BACK = Symbol('roll back');

interface OpenTransaction {
  /** Resolves once BEGIN has run; fails when it could not. */
  ready: Promise<Transaction>;
  /** Lets the transaction commit (true) or roll back (false). */
  decide: (commit: boolean) => void;
  /** PGlite's transaction: settles after COMMIT or ROLLBACK. */
  outcome: Promise<unknown>;
}

let open: PGlite | null = null;
const transactions = new Map<number, OpenTransaction>();

function database(): PGlite {
  if (!open) throw new Error('the PGlite database is not open');
  return open;
}

async function openDatabase(opening: PgliteOpening): Promise<void> {
  if (open) throw new Error('a PGlite database is already open on this thread');
  open = await PGlite.create({
    // bigint columns arrive as strings by default; positions and counts fit in a JS number here.
    parsers: { [types.INT8]: (value: string) => Number(value) },
    ...(opening.dataDir ? { dataDir: opening.dataDir } : {}),
    ...(opening.image ? { loadDataDir: opening.image } : {}),
  });
}

async function closeDatabase(): Promise<void> {
  const closing = database();
  open = null;
  transactions.clear();
  await closing.close();
}

function begin(id: number): void {
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  let opened!: (tx: Transaction) => void;
  const outcome = open!.transaction(async (tx) => {
    opened(tx);
    if (!(await decided)) throw ROLL_BACK;
  });
  const ready = new Promise<Transaction>((resolve, reject) => {
    opened = resolve;
    outcome.catch(reject);
  });
  // Answered through the statements and the `end` that use them, never on their own.
  ready.catch(() => undefined);
  outcome.catch(() => undefined);
  transactions.set(id, { ready, decide, outcome });
}

async function end(id: number, commit: boolean): Promise<void> {
  const transaction = transactions.get(id);
  if (!transaction) throw new Error(open ? `no open transaction ${id}` : 'the PGlite database is not open');
  transactions.delete(id);
  transaction.decide(commit);
  try {
    await transaction.outcome;
  } catch (error) {
    if (error !== ROLL_BACK) throw error;
  }
}

async function query(text: string, params: readonly unknown[] | undefined, tx: number | undefined) {
  // Outside a transaction PGlite is asked at once, so that it queues the statement in arrival order.
  const target = tx === undefined ? database() : await transactions.get(tx)?.ready;
  if (!target) throw new Error(open ? `no open transaction ${tx}` : 'the PGlite database is not open');
  const result = await target.query(text, params as unknown[] | undefined);
  // Like node-postgres: a SELECT counts its rows; a statement without rows counts what it changed.
  return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
}

async function exec(script: string): Promise<void> {
  await database().exec(script);
}

const send = (reply: PgliteReply) => port.postMessage(reply);

function answer(id: number, work: Promise<{ rows: unknown[]; rowCount: number } | void>): void {
  work.then(
    (result) => send(result ? { id, ...result } : { id, done: true }),
    (error: unknown) => send({ id, error: errorFields(error) }),
  );
}

port.on('message', (request: PgliteRequest) => {
  switch (request.kind) {
    case 'open':
      return answer(request.id, openDatabase(request.opening));
    case 'query':
      return answer(request.id, query(request.text, request.params, request.tx));
    case 'exec':
      return answer(request.id, exec(request.script));
    case 'begin':
      // Without a database there is no transaction: its statements and its `end` say so.
      if (open) begin(request.tx);
      return;
    case 'end':
      return answer(request.id, end(request.tx, request.commit));
    case 'close':
      return answer(request.id, closeDatabase());
  }
});
