import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The tier is in the file name: *.unit.spec.ts, *.int.spec.ts, *.e2e.spec.ts.
const roots = ['apps/*/src', 'libs/*/src', 'tools', 'tests'];
const files = (tier: string) => roots.map((root) => `${root}/**/*.${tier}.spec.{ts,tsx}`);
// Vitest's default is one worker fewer than the cores: one on a 2-core machine. Unit and
// integration files mostly wait (on timers, sockets, PGlite), so a few more overlap well.
const overlapping = Math.max(os.availableParallelism(), 2) + 1;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: files('unit'),
          environment: 'node',
          maxWorkers: overlapping,
          // One module graph per worker, as for integration files: a unit file shares nothing with
          // another but what it imports, and loading the modules again for each file was two thirds
          // of the tier's time.
          isolate: false,
          // Property tests and scrypt are CPU-bound: on a busy 2-core machine 5 s is too tight.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'int',
          include: files('int'),
          environment: 'node',
          // The composition root provides every service's projections to tests that run the whole
          // read side (the BFF's harness); apps and libs do not import apps.
          setupFiles: ['tools/embedded/src/testing/provide-read-side.ts', 'tests/quick-password-hashes.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Files run side by side on shared servers too: each test makes its own Postgres
          // database (createTestDatabase), Redis keys and Kafka topics and groups.
          maxWorkers: overlapping,
          // A worker runs its files one after another in one process: the modules (the whole
          // BFF), PGlite's compiled WebAssembly and its initialized data directory are loaded
          // once per worker, not once per file. Files share no state but what they make.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: files('e2e'),
          // One Lectern and one Chromium per worker, lent to each of its files in turn: files run
          // in one process (no isolation) in an environment that stops both when the worker ends
          // (docs/decisions/0019). Three workers, each with its own server and browser: a browser
          // test mostly waits (on pages, animations, timers), so three overlap well on 2 cores;
          // four measured slower.
          environment: './tests/e2e/support/environment.ts',
          setupFiles: ['tests/quick-password-hashes.ts'],
          isolate: false,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
          // After unit and integration files, so the browsers do not share the cores with them.
          sequence: { groupOrder: 1 },
          // A journey that uploads and transcodes video takes two minutes on a busy 2-core machine.
          testTimeout: 300_000,
          hookTimeout: 180_000,
          // A page waits on its server and browser, which share 2 busy cores with two other
          // workers: a second (the default) is too short for what a person would wait out.
          expect: { poll: { timeout: 10_000 } },
          // In CI a browser test that fails is run once more: on a shared 2-core machine a rare
          // timing loss should not stop a landing. `npm test` names every test that needed it
          // (tools/test/run.mjs), so a flaky test stays visible; a real failure fails twice.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        test: {
          // Every app as its own process from its build, on Postgres, Kafka and Redis (.ci/run).
          name: 'distributed',
          include: ['tests/distributed/**/*.dist.spec.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
