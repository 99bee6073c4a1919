// Whether many people reading at once are served fairly: 150 anonymous clients search
// `GET /api/v1/search?q=load` together for 8 s against the embedded server started from the build
// (`npm start`), on PGlite and, when DATABASE_URL is set, on Postgres. A fair server answers
// everyone's first search about as fast as it answers searches at all; an unfair one serves a
// few clients over and over while the others wait. Prints per database:
// `search_150_first_answer_p99_ms` (when the slowest clients got their first answer, from the
// start), `search_150_p50_ms` (latency of all answers), answers per client (min, max), failed
// requests, and the load average at the start and the end. Target on PGlite:
// first answer p99 <= 3 x p50. Figures taken with a 1-minute load average above 1.5 at the start
// are marked `loaded`: not valid.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '@lectern/db';
import { availableDatabaseKinds, createTestDatabase, type TestDatabaseKind } from '@lectern/testing';
import { freePort, repoRoot, startApp, waitForReady } from '../tests/distributed/processes.js';
import { seedDecks } from './seed-decks.js';
import { percentile, report } from './stats.js';

const CLIENTS = Number(process.env.BENCH_SEARCH_CLIENTS ?? 150);
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 8);
/** Public decks; about two in five have a word starting with "load". */
const DECKS = Number(process.env.BENCH_SEARCH_DECKS ?? 20_000);
const WORDS = [
  'quarterly',
  'loading',
  'review',
  'roadmap',
  'design',
  'loader',
  'sales',
  'onboarding',
  'kickoff',
  'retro',
  'budget',
  'launch',
];
const SEARCH = '/api/v1/search?q=load';
/** As long as a person's browser waits before it gives up. */
const REQUEST_TIMEOUT_MS = 30_000;
const LOADED_ABOVE = 1.5;

interface Searched {
  /** Every answer's latency, ms. */
  latencies: number[];
  /** Per client, when its first answer came, ms from the start (never answered: the end). */
  firstAnswers: number[];
  answersPerClient: number[];
  failed: number;
}

/** `CLIENTS` loops, each sending its next search once the last is answered, until `SECONDS` have passed. */
async function searchTogether(url: string): Promise<Searched> {
  const latencies: number[] = [];
  const firstAnswers: number[] = [];
  const answersPerClient: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      let answers = 0;
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          const response = await fetch(`${url}${SEARCH}`, {
            headers: { accept: 'application/json' },
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`search answered ${response.status}`);
        } catch {
          failed++;
          continue;
        }
        const answered = performance.now();
        latencies.push(answered - sent);
        if (answers++ === 0) firstAnswers.push(answered - started);
      }
      if (answers === 0) firstAnswers.push(performance.now() - started);
      answersPerClient.push(answers);
    }),
  );
  latencies.sort((a, b) => a - b);
  firstAnswers.sort((a, b) => a - b);
  return { latencies, firstAnswers, answersPerClient, failed };
}

/** A database with the decks to search, and the environment that points the server at it. */
async function seededDatabase(
  kind: TestDatabaseKind,
  dataDir: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const seed = { profileDecks: 0, publicDecks: DECKS, words: WORDS };
  if (kind === 'pglite') {
    const db = await openPglite(path.join(dataDir, 'db'));
    await seedDecks(db, seed);
    await db.close();
    return { env: {}, drop: async () => undefined };
  }
  const database = await createTestDatabase('postgres');
  await seedDecks(database.db, seed);
  return { env: { DATABASE_URL: database.url! }, drop: () => database.drop() };
}

async function benchKind(kind: TestDatabaseKind) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-search-fairness-'));
  const database = await seededDatabase(kind, dataDir);
  const app = startApp(
    'embedded',
    { DATA_DIR: dataDir, WEB_ROOT: path.join(repoRoot, 'apps/web/dist'), LOG_LEVEL: 'warn', ...database.env },
    await freePort(),
  );
  try {
    await waitForReady(app);
    const url = `http://127.0.0.1:${app.port}`;
    const { total } = (await (await fetch(`${url}${SEARCH}`)).json()) as { total: number };
    if (!(total > 0)) throw new Error(`the search found nothing to page through (total ${total})`);
    for (let i = 0; i < 20; i++) await (await fetch(`${url}${SEARCH}`)).arrayBuffer();

    const loadAtStart = os.loadavg()[0]!;
    const searched = await searchTogether(url);
    const loadAtEnd = os.loadavg()[0]!;

    const prefix = `${kind === 'postgres' ? 'pg_' : ''}search_${CLIENTS}`;
    const firstP99 = percentile(searched.firstAnswers, 99);
    const p50 = percentile(searched.latencies, 50);
    report({
      [`${prefix}_first_answer_p99_ms`]: firstP99,
      [`${prefix}_first_answer_p50_ms`]: percentile(searched.firstAnswers, 50),
      [`${prefix}_p50_ms`]: p50,
      [`${prefix}_p99_ms`]: percentile(searched.latencies, 99),
      [`${prefix}_first_answer_p99_vs_p50_ratio`]: firstP99 / p50,
      [`${prefix}_answers`]: searched.latencies.length,
      [`${prefix}_answers_per_client_min`]: Math.min(...searched.answersPerClient),
      [`${prefix}_answers_per_client_max`]: Math.max(...searched.answersPerClient),
      [`${prefix}_failed`]: searched.failed,
      [`${prefix}_load_average_start`]: loadAtStart,
      [`${prefix}_load_average_end`]: loadAtEnd,
    });
    if (loadAtStart > LOADED_ABOVE) {
      console.log(`# loaded: the load average was ${loadAtStart.toFixed(2)} at the start (above ${LOADED_ABOVE})`);
      report({ [`${prefix}_loaded`]: 1 });
    }
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  // What `npm start` runs: the build, made again when a source changed.
  execFileSync(process.execPath, ['tools/build/build.mjs', '--if-stale'], { cwd: repoRoot, stdio: 'inherit' });
  const only = process.env.BENCH_SEARCH_KINDS?.split(',');
  for (const kind of availableDatabaseKinds()) if (!only || only.includes(kind)) await benchKind(kind);
}
