import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * How a worker thread of this lib starts. Built (`tools/build/build.mjs` writes `<name>.js` next
 * to each server bundle that uses it): that file. From source (tsx, Vitest): a bootstrap that
 * registers tsx's loader in the worker, then imports the module at `sourcePath` (relative to this
 * folder; Node 20 does not apply `--import` loaders to a worker's entry file).
 */
export function workerSource(name: string, sourcePath: string): { source: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { source: new URL(`./${name}.js`, import.meta.url), eval: false };
  const require = createRequire(import.meta.url);
  const tsxPackage = require.resolve('tsx/package.json');
  const exports = (require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> }).exports;
  const tsxApi = pathToFileURL(path.join(path.dirname(tsxPackage), exports['./esm/api']!.import.default)).href;
  const worker = new URL(sourcePath, import.meta.url).href;
  return {
    source: `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`,
    eval: true,
  };
}
