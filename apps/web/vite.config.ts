import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { build } from 'esbuild';

/**
 * Builds the standalone deck player (src/player) into dist/player once the app is built: one
 * classic script and one stylesheet with the theme fonts beside them, all addressed relatively,
 * so a page that holds a deck works from any folder, opened from disk included (a module script
 * would not load there). The export worker serves it to Chromium for PDFs and thumbnails and
 * copies it into ZIP exports.
 */
const deckPlayer = (): Plugin => {
  let outDir = '';
  return {
    name: 'lectern-deck-player',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        entryPoints: { player: 'src/player/main.ts' },
        absWorkingDir: import.meta.dirname,
        outdir: path.join(outDir, 'player'),
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
        loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file' },
        assetNames: 'fonts/[name]-[hash]',
        logLevel: 'warning',
      });
    },
  };
};

/**
 * htmlparser2, the deck format's parser, reads character references with entities' table of every
 * named one (about 10 KB gzip); in a page the deck format has the browser's own parser read them
 * instead (`@lectern/deck-format/browser-entity-decoder`).
 */
const browserEntityDecoder: Plugin = {
  name: 'browser-entity-decoder',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'entities/decode' || !importer || !/[\\/]htmlparser2[\\/]/.test(importer)) return null;
    return this.resolve('@lectern/deck-format/browser-entity-decoder', importer, { skipSelf: true });
  },
};

// The BFF serves dist/ and answers /api/v1 on the same origin; in `vite dev` the API is proxied to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    browserEntityDecoder,
    // File routes from src/routes; must run before react() so split route chunks are transformed too.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
    react(),
    // A .br and a .gz beside every script, stylesheet and SVG; the BFF sends the one the browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg)$/, threshold: 1024 }),
    deckPlayer(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Never inline assets as data: URLs; the Content-Security-Policy allows only 'self'.
    assetsInlineLimit: 0,
    // .vite/manifest.json: which built files a route needs; the BFF links a deck page's stylesheets from it.
    manifest: true,
    modulePreload: {
      // The entry imports the runtime and the shell (and links the shell's stylesheet) before any
      // other code runs: a lazy import need not list them to be fetched beside it again.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/^assets\/(shell|rolldown-runtime)-/.test(dep)),
    },
    rolldownOptions: {
      // Its report of slow plugin callbacks times our own build, on every build: profile with
      // `node --cpu-prof` when the build needs it.
      checks: { bundlerTimings: false },
      output: {
        // highlight.js's language modules, a chunk each, are named `hljs-<language>`: one of them
        // would otherwise share a name with the app's `shell`, and a page's requests say which
        // languages it loaded (decision 0055).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && /[\\/]highlight\.js[\\/]es[\\/]languages[\\/]/.test(chunk.facadeModuleId)
            ? 'assets/hljs-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Every module the entry imports statically runs on every page before anything shows:
          // one chunk of them compresses better and costs one request, where the default split
          // gives dozens of small shared chunks, one per set of routes that also use them. The
          // entry module stays out: on a painted deck page it awaits its route's chunk, which
          // imports the shell, so in one chunk the two would wait on each other for ever.
          groups: [
            { name: 'shell', tags: ['$initial'], test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id) },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
