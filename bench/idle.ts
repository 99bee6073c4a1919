// What an embedded Lectern (`npm start`) costs while nobody uses it: started from the build on a
// fresh data folder, left to settle, then measured over a quiet stretch. Prints
// `embedded_idle_cpu_pct` (per cent of one core, from /proc) on PGlite, and
// `idle_db_transactions_per_s` on Postgres (DATABASE_URL's server, a fresh database; the
// commits pg_stat_database counts for it, polls and lease renewals alike).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@lectern/testing';
import { freePort, repoRoot, startApp, waitForReady } from '../tests/distributed/processes.js';

const SETTLE_MS = 15_000;
const MEASURE_MS = 30_000;

/** User and system CPU time of a process so far, in seconds. */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  // utime and stime are fields 14 and 15 of the line; 12 and 13 after the command's closing parenthesis.
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idleCpu(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-idle-'));
  const app = startApp(
    'embedded',
    { DATA_DIR: dataDir, WEB_ROOT: path.join(repoRoot, 'apps/web/dist'), LOG_LEVEL: 'warn' },
    await freePort(),
  );
  try {
    await waitForReady(app);
    await pause(SETTLE_MS);
    const pid = app.child.pid!;
    const before = await cpuSeconds(pid);
    await pause(MEASURE_MS);
    const used = (await cpuSeconds(pid)) - before;
    console.log(`embedded_idle_cpu_pct=${((used / (MEASURE_MS / 1000)) * 100).toFixed(1)}`);
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function idleTransactions(): Promise<void> {
  const testDb = await createTestDatabase('postgres', { poolSize: 1 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-idle-'));
  const app = startApp(
    'embedded',
    {
      DATA_DIR: dataDir,
      DATABASE_URL: testDb.url!,
      WEB_ROOT: path.join(repoRoot, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
    },
    await freePort(),
  );
  const commits = async () =>
    Number(
      (
        await testDb.db.query<{ commits: string }>(
          'SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = current_database()',
        )
      ).rows[0]!.commits,
    );
  try {
    await waitForReady(app);
    await pause(SETTLE_MS);
    const before = await commits();
    await pause(MEASURE_MS);
    // The statistics reach pg_stat_database within a second of each commit; the two reads here count too.
    await pause(1_000);
    const made = (await commits()) - before - 1;
    console.log(`idle_db_transactions_per_s=${(made / (MEASURE_MS / 1000)).toFixed(2)}`);
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
    await rm(dataDir, { recursive: true, force: true });
    await testDb.drop();
  }
}

export async function run(): Promise<void> {
  await idleCpu();
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  await idleTransactions();
}
