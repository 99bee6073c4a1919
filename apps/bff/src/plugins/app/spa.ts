import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web app: its files, and index.html (with the CSRF meta tag) for every
 * other GET that is not an API call, so client-side routes load directly. Unknown API paths
 * answer a JSON 404.
 */
export default fp<{ webRoot: string }>(
  async (app, options) => {
    const indexFile = path.join(options.webRoot, 'index.html');
    const hasIndex = existsSync(indexFile);
    const indexHtml = hasIndex ? readFileSync(indexFile, 'utf8') : '';
    if (hasIndex) {
      await app.register(fastifyStatic, {
        root: options.webRoot,
        wildcard: false,
        index: false,
        setHeaders: (response, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webRoot: options.webRoot }, 'web app is not built; run npm run build');
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith('/api/');
      if (isApi || request.method !== 'GET' || !hasIndex) {
        return reply.status(404).send({ error: { code: 'not_found', message: 'Not found', requestId: request.id } });
      }
      // The page carries the CSRF token of this browser's session (read by the API client).
      const meta = `<meta name="csrf-token" content="${reply.csrfToken()}">`;
      return reply
        .header('cache-control', 'no-store')
        .type('text/html')
        .send(indexHtml.replace('</head>', `${meta}</head>`));
    });
  },
  { name: 'spa', dependencies: ['csrf'] },
);
