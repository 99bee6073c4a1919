import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';

/** Text answers worth compressing: JSON, HTML, JavaScript, CSS and SVG. */
export const COMPRESSIBLE_TYPES =
  /^(application\/(json|javascript|manifest\+json)|text\/(html|javascript|css|plain)|image\/svg\+xml)(;|$)/;

/**
 * Compresses answers on the fly: brotli when the client accepts it, gzip otherwise. Brotli runs at
 * quality 5: the default (11) takes seconds on a large deck's markup for a few percent less.
 * Routes opt out with `config: { compress: false }` (media files are sent as stored).
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      // Request bodies are taken as sent; inflating them would sidestep the body limit.
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: COMPRESSIBLE_TYPES,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
