// The CPU an embedded Lectern (`npm start`) uses while nobody uses it: started from the build on a
// fresh data folder, left to settle, then measured from /proc over a quiet stretch. Prints
// `embedded_idle_cpu_pct` (per cent of one core).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

export async function run(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-idle-'));
  const app = startApp(
    'embedded',
    { DATA_DIR: dataDir, WEB_ROOT: path.join(repoRoot, 'apps/web/dist'), LOG_LEVEL: 'warn' },
    await freePort(),
  );
  try {
    await waitForReady(app);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const pid = app.child.pid!;
    const before = await cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
    const used = (await cpuSeconds(pid)) - before;
    console.log(`embedded_idle_cpu_pct=${((used / (MEASURE_MS / 1000)) * 100).toFixed(1)}`);
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}
