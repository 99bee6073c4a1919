// Whether the build in dist/ is newer than everything it is made from, so `npm start` can skip it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the build goes: the servers' bundles in dist/ and the web app in apps/web/dist/, where
 * `npm start` and the tests run them from. LECTERN_BUILD_DIR puts them in its dist/ and web/
 * instead, so a build can be checked without replacing the one in use.
 */
const elsewhere = process.env.LECTERN_BUILD_DIR;
export const serverBuildDir = elsewhere ? path.join(elsewhere, 'dist') : 'dist';
export const webBuildDir = elsewhere ? path.join(elsewhere, 'web') : 'apps/web/dist';

/** Written by the build when it finishes. */
export const stampPath = path.join(serverBuildDir, '.built-at');
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
  if (!existsSync(stampPath) || !existsSync(path.join(webBuildDir, 'index.html'))) return false;
  const builtAt = statSync(stampPath).mtimeMs;
  return SOURCES.filter((entry) => existsSync(entry)).every((entry) => newestChange(entry) < builtAt);
}
