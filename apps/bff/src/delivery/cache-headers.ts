import fp from 'fastify-plugin';
import path from 'node:path';

/** Build assets carry a content hash in their names: a changed file gets a new address. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

/** The Cache-Control of a file of the built web app: hashed assets forever, anything else revalidated. */
export const builtFileCacheControl = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE_ASSET : 'no-cache';

/**
 * API answers that set no Cache-Control of their own are never stored by a browser or a shared
 * cache: they depend on the session and change with every write.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'cache-headers' },
);
