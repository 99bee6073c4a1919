// `npm test`: installs what the browser tests need, builds the web app when a source changed
// since the last build, runs every test tier, and ends with one plain summary line and the
// wall time. Postgres, Redis and Kafka suites join in when
// DATABASE_URL, REDIS_URL and KAFKA_BROKERS are set; without them everything runs on PGlite
// and in-process adapters.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const started = Date.now();
const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0 && !options.allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
};

const projects = process.argv.slice(2);
// Unit tests need neither system packages nor the built web app.
if (projects.length === 0 || projects.some((name) => name !== 'unit')) {
  run('bash', ['tools/system/ensure-packages.sh', 'chromium', 'ffmpeg']);
  run('node', ['tools/build/build.mjs', '--if-stale'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-test-'));
const reportFile = path.join(reportDir, 'report.json');
const projectArgs = projects.flatMap((name) => ['--project', name]);
const status = run(
  'npx',
  ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
  {
    allowFailure: true,
  },
);

let summary = 'tests: no report';
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  summary = `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`;
  // .ci/run adds up the counts of its several runs for one closing line.
  if (process.env.LECTERN_TEST_TOTALS) {
    appendFileSync(process.env.LECTERN_TEST_TOTALS, `${report.numPassedTests} ${report.numFailedTests} ${skipped}\n`);
  }
} catch {
  // vitest failed before writing its report; its own output says why.
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`${summary} (${Math.round((Date.now() - started) / 1000)} s)`);
process.exit(status);
