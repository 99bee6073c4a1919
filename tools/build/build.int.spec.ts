import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * What the first `npm start` prints while it builds, into a folder of its own (LECTERN_BUILD_DIR)
 * so the build the other tests use stays as it is. Only the servers' bundles are built (esbuild, a
 * few seconds): the web app's build takes a minute or more on a busy machine, and its step's
 * report is held back by runQuietly (quiet-step.unit.spec.ts).
 */
describe('the build for npm start', () => {
  let buildDir: string;
  afterAll(() => rm(buildDir, { recursive: true, force: true }));

  it('says it is building in one line, then how long it took', { timeout: 120_000 }, async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-build-'));
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['tools/build/build.mjs', '--if-stale', '--server-only'],
      { cwd: repoRoot, env: { ...process.env, LECTERN_BUILD_DIR: buildDir } },
    );
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Building Lectern (the first start, or sources changed): this takes a minute or two...');
    expect(lines[1]).toMatch(/^Built in \d+ s\.$/);
    expect(stderr).toBe('');
    expect(existsSync(path.join(buildDir, 'dist', 'embedded', 'main.js'))).toBe(true);
  });
});
