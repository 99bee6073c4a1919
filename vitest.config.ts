import { defineConfig } from 'vitest/config';

// The tier is in the file name: *.unit.spec.ts, *.int.spec.ts, *.e2e.spec.ts.
const roots = ['apps/*/src', 'libs/*/src', 'tools', 'tests'];
const files = (tier: string) => roots.map((root) => `${root}/**/*.${tier}.spec.{ts,tsx}`);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: files('unit'), environment: 'node' } },
      {
        test: {
          name: 'int',
          include: files('int'),
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Integration suites share Postgres, Redis and Kafka; one file at a time keeps them apart.
          fileParallelism: false,
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
