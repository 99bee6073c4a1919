import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';

// The BFF serves dist/ and answers /api/v1 on the same origin; in `vite dev` the API is proxied to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    // File routes from src/routes; must run before react() so split route chunks are transformed too.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
    react(),
    // A .br and a .gz beside every script, stylesheet and SVG; the BFF sends the one the browser accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg)$/, threshold: 1024 }),
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
