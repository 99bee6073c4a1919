// What PGlite on a thread of its own (`openPglite`, decision 0043) costs and spares, against PGlite
// called on the main thread: one statement at a time, a trivial SELECT, a one-row INSERT and a
// read of 1,000 deck-like rows, each timed per statement and by the main thread's busy time per
// statement (its event loop's active time: all of it in the same thread, only the messages and
// the rows' copying on a thread of its own). Rounds alternate the two so a shared machine's
// load weighs on both alike.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { PGlite, types } from '@electric-sql/pglite';
import { openPglite, type Queryable } from '@lectern/db';
import { report } from './stats.js';

const ROUNDS = Number(process.env.BENCH_PGLITE_ROUNDS ?? 4);
const STATEMENTS = Number(process.env.BENCH_PGLITE_STATEMENTS ?? 2000);
const BIG_READS = Number(process.env.BENCH_PGLITE_BIG_READS ?? 50);

const SCHEMA = `CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL);
  CREATE TABLE cards (id text PRIMARY KEY, title text, description text, settings jsonb, created_at timestamptz, views bigint);
  INSERT INTO cards SELECT 'd' || g, 'Quarterly review ' || g, repeat('About the roadmap. ', 5),
    jsonb_build_object('theme', 'white', 'transition', 'slide', 'n', g), now(), g FROM generate_series(1, 1000) g;`;

const statements = {
  select: (db: Queryable) => db.query('SELECT 1 AS one'),
  insert: (db: Queryable, i: number) => db.query('INSERT INTO notes (body) VALUES ($1)', [`note ${i}`]),
  big: (db: Queryable) => db.query('SELECT * FROM cards ORDER BY id'),
};
type Statement = keyof typeof statements;

/** Per statement: its latency and the main thread's busy time, both in microseconds. */
async function timed(db: Queryable, statement: Statement, count: number) {
  const run = statements[statement];
  const loopBefore = performance.eventLoopUtilization();
  const started = performance.now();
  for (let i = 0; i < count; i++) await run(db, i);
  const elapsed = performance.now() - started;
  const loop = performance.eventLoopUtilization(loopBefore);
  return { latencyUs: (elapsed * 1000) / count, busyUs: (loop.active * 1000) / count };
}

async function inThread(): Promise<Queryable & { close(): Promise<void> }> {
  const pglite = await PGlite.create({ parsers: { [types.INT8]: (value: string) => Number(value) } });
  await pglite.exec(SCHEMA);
  return {
    query: async (text, params) => {
      const result = await pglite.query(text, params as unknown[] | undefined);
      return { rows: result.rows as never[], rowCount: result.rows.length || (result.affectedRows ?? 0) };
    },
    close: () => pglite.close(),
  };
}

export async function run(): Promise<void> {
  const loadAtStart = os.loadavg()[0]!;
  const sides = { in_thread: await inThread(), on_thread: await openPglite() };
  await sides.on_thread.exec(SCHEMA);
  const sums: Record<string, { latencyUs: number; busyUs: number }> = {};
  const counts: Record<Statement, number> = { select: STATEMENTS, insert: STATEMENTS, big: BIG_READS };
  // The first round warms up (the JIT, PGlite's caches) and is not counted.
  for (let round = 0; round <= ROUNDS; round++)
    for (const statement of Object.keys(statements) as Statement[])
      for (const [side, db] of Object.entries(sides)) {
        const figures = await timed(db, statement, counts[statement]);
        if (round === 0) continue;
        const sum = (sums[`${statement}_${side}`] ??= { latencyUs: 0, busyUs: 0 });
        sum.latencyUs += figures.latencyUs / ROUNDS;
        sum.busyUs += figures.busyUs / ROUNDS;
      }
  await sides.in_thread.close();
  await sides.on_thread.close();
  const figures: Record<string, number> = {};
  for (const statement of Object.keys(statements) as Statement[]) {
    const near = sums[`${statement}_in_thread`]!;
    const far = sums[`${statement}_on_thread`]!;
    figures[`pglite_${statement}_in_thread_us`] = near.latencyUs;
    figures[`pglite_${statement}_on_thread_us`] = far.latencyUs;
    figures[`pglite_${statement}_thread_overhead_us`] = far.latencyUs - near.latencyUs;
    figures[`pglite_${statement}_main_thread_busy_in_thread_us`] = near.busyUs;
    figures[`pglite_${statement}_main_thread_busy_on_thread_us`] = far.busyUs;
  }
  report({ ...figures, pglite_load_average_start: loadAtStart, pglite_load_average_end: os.loadavg()[0]! });
}
