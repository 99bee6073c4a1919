import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The tier is in the file name: *.unit.spec.ts, *.int.spec.ts, *.e2e.spec.ts.
const roots = ['apps/*/src', 'libs/*/src', 'tools', 'tests'];
const files = (tier: string) => roots.map((root) => `${root}/**/*.${tier}.spec.{ts,tsx}`);
// Suites on shared servers (Postgres, Redis, Kafka) run one file at a time to keep apart; on
// PGlite and in-process adapters each file has its own and they run side by side.
const sharedServers = Boolean(process.env.DATABASE_URL || process.env.REDIS_URL || process.env.KAFKA_BROKERS);
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
          setupFiles: ['tools/embedded/src/testing/provide-read-side.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: !sharedServers,
          maxWorkers: sharedServers ? 1 : overlapping,
        },
      },
      {
        test: {
          name: 'e2e',
          include: files('e2e'),
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
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
        },
      },
    ],
  },
});
