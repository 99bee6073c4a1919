// Builds what `npm start` and `npm run start:<app>` run: the web app (Vite) and one bundled
// ESM file per server entry point (esbuild), with workspace libs inlined and npm packages external.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIsFresh, serverBuildDir, stampPath, webBuildDir } from './freshness.mjs';
import { runQuietly } from './quiet-step.mjs';

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

// The embedded bundle runs PGlite on a thread of its own, started from a file beside it
// (`libs/db/src/pglite.ts`); the other servers run on Postgres.
const pgliteThread = { 'embedded/pglite-thread': 'libs/db/src/pglite-thread.ts' };

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lectern/') ? undefined : { path: args.path, external: true },
    );
  },
};

// `npm start` builds only when a source changed since the last build, and says so in one line: the
// bundlers' reports (every asset, its size) are for `npm run build`, or shown when the build fails.
const forStart = process.argv.includes('--if-stale');
if (forStart && buildIsFresh()) process.exit(0);
const startedAt = Date.now();
if (forStart) console.log('Building Lectern (the first start, or sources changed): this takes a minute or two...');

const only = process.argv.includes('--server-only');
if (!only) buildWebApp();

/** The web app (Vite); quietly for `npm start`, where its report is printed only if it fails. */
function buildWebApp() {
  const command = ['run', 'build', '-w', '@lectern/web', '--', '--outDir', path.resolve(webBuildDir)];
  if (!forStart) return void execFileSync('npm', command, { stdio: 'inherit' });
  if (!runQuietly('npm', command, 'Building the web app failed (above).')) process.exit(1);
}

// Tracing's SDK, and for the servers with the BFF its Fastify plugin, beside each server bundle:
// loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (`libs/service-kit/src/observability/lazy-module.ts`).
const tracingModules = Object.fromEntries([
  ...Object.keys(entries).map((name) => [`${name}/otel-tracing`, 'libs/service-kit/src/observability/otel-tracing.ts']),
  ...['embedded', 'bff'].map((name) => [`${name}/fastify-otel`, 'apps/bff/src/plugins/external/otel.ts']),
]);

rmSync(serverBuildDir, { recursive: true, force: true });
await build({
  entryPoints: {
    ...Object.fromEntries(Object.entries(entries).map(([name, file]) => [`${name}/main`, file])),
    ...sanitizeWorkers,
    ...pgliteThread,
    ...tracingModules,
  },
  outdir: serverBuildDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
if (!only) writeFileSync(stampPath, new Date().toISOString());
console.log(
  forStart
    ? `Built in ${Math.round((Date.now() - startedAt) / 1000)} s.`
    : `built ${Object.keys(entries).length} server entry points into ${serverBuildDir}/`,
);
