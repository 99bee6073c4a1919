// `npm test`: installs what the browser tests need, builds the web app when a source changed
// since the last build, runs every test tier, and ends with one plain summary line and the
// wall time. Postgres, Redis and Kafka suites join in when
// DATABASE_URL, REDIS_URL and KAFKA_BROKERS are set; without them everything runs on PGlite
// and in-process adapters.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const started = Date.now();
const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0 && !options.allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
};

const args = process.argv.slice(2);
// `--servers`: only the integration files that run against a shared server when its address is
// set (they name DATABASE_URL, REDIS_URL or KAFKA_BROKERS, or ask availableDatabaseKinds()).
// .ci/run repeats just these on Postgres, Redis and Kafka; the rest never leave PGlite and
// in-process adapters, and `npm test` has run them there already.
const serversOnly = args.includes('--servers');
const projects = args.filter((arg) => arg !== '--servers');
const serverFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.int.spec.ts'], { encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) => file && /availableDatabaseKinds|DATABASE_URL|REDIS_URL|KAFKA_BROKERS/.test(readFileSync(file, 'utf8')),
    );
// Unit tests need neither system packages nor the built web app. Exports are read back with
// poppler's pdfinfo and pdftotext and LibreOffice; PDF imports are rendered with pdftoppm.
if (projects.length === 0 || projects.some((name) => name !== 'unit')) {
  run('bash', [
    'tools/system/ensure-packages.sh',
    'chromium',
    'ffmpeg',
    'pdfinfo=poppler-utils',
    'soffice=libreoffice-impress',
  ]);
  run('node', ['tools/build/build.mjs', '--if-stale'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-test-'));
const reportFile = path.join(reportDir, 'report.json');
const projectArgs = projects.flatMap((name) => ['--project', name]);
const fileArgs = serversOnly ? serverFiles() : [];
const status = run(
  'npx',
  [
    'vitest',
    'run',
    ...projectArgs,
    ...fileArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ],
  {
    allowFailure: true,
  },
);

let summary = 'tests: no report';
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  summary = `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`;
  // A test that passed with failures on record passed on a retry (CI retries browser tests once).
  const flaky = report.testResults.flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'passed' && test.failureMessages?.length),
  );
  for (const test of flaky) {
    console.log(`flaky, passed on a retry: ${test.fullName}\n  ${test.failureMessages[0].split('\n')[0]}`);
  }
  if (flaky.length > 0) summary += `, ${flaky.length} flaky`;
  // Where the time goes: the ten slowest files, so a suite that grows slower shows where.
  const slowest = report.testResults
    .map((file) => ({ name: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  console.log('slowest files:');
  for (const file of slowest) console.log(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name}`);
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
