// Builds the standalone deck player (src/player) into dist/player: one classic script and one
// stylesheet with the theme fonts beside them, all addressed relatively, so a page that holds a
// deck works from any folder, opened from disk included (a module script would not load there).
// The export worker serves it to Chromium for PDFs and thumbnails and copies it into ZIP exports.
import { build } from 'esbuild';

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
