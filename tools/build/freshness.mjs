// Whether the build in dist/ is newer than everything it is made from, so `npm start` can skip it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Written by the build when it finishes. */
export const stampPath = 'dist/.built-at';
const SOURCES = ['apps', 'libs', 'tools', 'package-lock.json', 'package.json', 'tsconfig.base.json'];
const SKIPPED = new Set(['node_modules', 'dist', '.data', '.nx', '.vite']);

function newestChange(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (SKIPPED.has(child)) continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

export function buildIsFresh() {
  if (!existsSync(stampPath) || !existsSync('apps/web/dist/index.html')) return false;
  const builtAt = statSync(stampPath).mtimeMs;
  return SOURCES.filter((entry) => existsSync(entry)).every((entry) => newestChange(entry) < builtAt);
}
