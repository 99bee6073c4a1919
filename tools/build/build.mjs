// Builds what `npm start` and `npm run start:<app>` run: the web app (Vite) and one bundled
// ESM file per server entry point (esbuild), with workspace libs inlined and npm packages external.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { buildIsFresh, stampPath } from './freshness.mjs';

const entries = {
  embedded: 'tools/embedded/src/main.ts',
  bff: 'apps/bff/src/main.ts',
  'deck-service': 'apps/deck-service/src/main.ts',
  'media-service': 'apps/media-service/src/main.ts',
  'team-service': 'apps/team-service/src/main.ts',
  'billing-service': 'apps/billing-service/src/main.ts',
  realtime: 'apps/realtime/src/main.ts',
  'export-worker': 'apps/export-worker/src/main.ts',
};

// Server bundles that clean deck markup or compile custom CSS start worker threads from a file
// beside them (`libs/deck-format/src/worker-source.ts`).
const sanitizeWorkers = Object.fromEntries(
  ['embedded', 'bff'].flatMap((name) => [
    [`${name}/sanitize-worker`, 'libs/deck-format/src/sanitize-worker.ts'],
    [`${name}/custom-css-worker`, 'libs/deck-format/src/custom-css/custom-css-worker.ts'],
  ]),
);

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lectern/') ? undefined : { path: args.path, external: true },
    );
  },
};

// `npm start` builds only when a source changed since the last build.
if (process.argv.includes('--if-stale') && buildIsFresh()) process.exit(0);

const only = process.argv.includes('--server-only');
if (!only) execFileSync('npm', ['run', 'build', '-w', '@lectern/web'], { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    ...Object.fromEntries(Object.entries(entries).map(([name, file]) => [`${name}/main`, file])),
    ...sanitizeWorkers,
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
if (!only) writeFileSync(stampPath, new Date().toISOString());
console.log(`built ${Object.keys(entries).length} server entry points into dist/`);
