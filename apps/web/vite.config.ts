import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The BFF serves dist/ and answers /api/v1 on the same origin; in `vite dev` the API is proxied to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    // File routes from src/routes; must run before react() so split route chunks are transformed too.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
    react(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Never inline assets as data: URLs; the Content-Security-Policy allows only 'self'.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
