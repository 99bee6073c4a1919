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
const deckPlayer = (): Plugin => ({
  name: 'lectern-deck-player',
  apply: 'build',
  async closeBundle() {
    await build({
      entryPoints: { player: 'src/player/main.ts' },
      absWorkingDir: import.meta.dirname,
      outdir: 'dist/player',
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
});

// The BFF serves dist/ and answers /api/v1 on the same origin; in `vite dev` the API is proxied to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
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
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
