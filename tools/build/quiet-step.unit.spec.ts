import { describe, expect, it } from 'vitest';
import { runQuietly } from './quiet-step.mjs';

/** A bundler as loud as Vite building the web app: an asset table, then its chunk-size warning. */
const noisyBundler = (exitCode: number) => `
for (let i = 0; i < 867; i++) console.log('dist/assets/chunk-' + i + '.js   12.34 kB │ gzip: 4.56 kB');
console.warn('(!) Some chunks are larger than 500 kB after minification.');
process.exitCode = ${exitCode};`;

function collected() {
  const written = { stdout: '', stderr: '' };
  const output = {
    stdout: { write: (text: string) => (written.stdout += text) },
    stderr: { write: (text: string) => (written.stderr += text) },
  };
  return { written, output };
}

describe("a step of npm start's build", () => {
  it('prints nothing of a step that succeeds: no asset table, no chunk-size warning', () => {
    const { written, output } = collected();
    expect(runQuietly(process.execPath, ['-e', noisyBundler(0)], 'It failed.', output)).toBe(true);
    expect(written).toEqual({ stdout: '', stderr: '' });
  });

  it('prints the whole report of a step that fails, then what failed', () => {
    const { written, output } = collected();
    expect(runQuietly(process.execPath, ['-e', noisyBundler(1)], 'It failed.', output)).toBe(false);
    expect(written.stdout.split('\n')).toHaveLength(868);
    expect(written.stderr).toBe('(!) Some chunks are larger than 500 kB after minification.\nIt failed.\n');
  });

  it('says why a step that cannot start failed', () => {
    const { written, output } = collected();
    expect(runQuietly('no-such-bundler-here', [], 'It failed.', output)).toBe(false);
    expect(written.stderr).toMatch(/ENOENT[^\n]*\nIt failed\.\n$/);
  });
});
