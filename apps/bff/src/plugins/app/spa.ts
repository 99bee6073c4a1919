import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtFileCacheControl } from '../../delivery/cache-headers.js';
import { createDeckPages } from '../../deck-pages/deck-page.js';
import { isMissingPage } from '../../deck-pages/missing-page.js';
import { presentPageScripts, withScriptSources } from '../../deck-pages/deck-scripts.js';
import { embedFrameAncestors, isEmbedPage, isFullscreenPage, withFrameAncestors } from '../../access-tokens/framing.js';

/**
 * Serves the built web app: its files, and index.html (with the CSRF meta tag) for every
 * other GET that is not an API call, so client-side routes load directly. Unknown API paths
 * answer a JSON 404. Pages refuse to be framed, except the embed view: any site may frame it, or
 * only the sites of the embed whitelist of the access token in its `token`; and the fullscreen
 * view, which Lectern's own pages frame for thumbnail previews. A deck's show page comes painted
 * with its first slide (see deck-pages/). A present view of a deck allowed to run scripts opens
 * its Content-Security-Policy to those files alone and says so in a meta tag.
 */
export default fp<{ webRoot: string }>(
  async (app, options) => {
    const indexFile = path.join(options.webRoot, 'index.html');
    const hasIndex = existsSync(indexFile);
    const indexHtml = hasIndex ? readFileSync(indexFile, 'utf8') : '';
    const deckPage = createDeckPages(options.webRoot);
    if (hasIndex) {
      await app.register(fastifyStatic, {
        root: options.webRoot,
        wildcard: false,
        index: false,
        // Beside each file its .br and .gz, made at build time (see apps/web/vite.config.ts).
        preCompressed: true,
        // Its own header (max-age=0) would replace the one set here.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          response.setHeader('cache-control', builtFileCacheControl(filePath));
          // Which copy was sent depends on Accept-Encoding; a shared cache must keep them apart.
          response.setHeader('vary', 'accept-encoding');
        },
      });
    } else {
      app.log.warn({ webRoot: options.webRoot }, 'web app is not built; run npm run build');
    }
    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url.startsWith('/api/');
      if (isApi || request.method !== 'GET' || !hasIndex) {
        return reply.status(404).send({ error: { code: 'not_found', message: 'Not found', requestId: request.id } });
      }
      // The page carries the CSRF token of this browser's session (read by the API client).
      let meta = `<meta name="csrf-token" content="${reply.csrfToken()}">`;
      const pathname = request.url.split('?')[0]!;
      if (isFullscreenPage(pathname)) {
        const csp = String(reply.getHeader('content-security-policy') ?? '');
        reply.header('x-frame-options', 'SAMEORIGIN');
        reply.header('content-security-policy', withFrameAncestors(csp, "'self'"));
      }
      if (isEmbedPage(pathname)) {
        const token = request.linkToken();
        const link = token ? await app.accessTokens.findByToken(token) : undefined;
        const csp = String(reply.getHeader('content-security-policy') ?? '');
        reply.removeHeader('x-frame-options');
        // Other sites' pages load it in their frames.
        reply.header('cross-origin-resource-policy', 'cross-origin');
        reply.header(
          'content-security-policy',
          withFrameAncestors(csp, embedFrameAncestors(link?.embed_domain_whitelist ?? '')),
        );
      }
      const scripts = await presentPageScripts(request);
      if (scripts) {
        const csp = String(reply.getHeader('content-security-policy') ?? '');
        reply.header('content-security-policy', withScriptSources(csp, scripts.urls)).header('vary', 'cookie');
        meta += `<meta name="deck-scripts" content="${encodeURIComponent(scripts.deckId)}">`;
      }
      // A deck page may show a private deck to its owner: never stored, and apart per session.
      const painted = await deckPage(request, indexHtml);
      if (painted) reply.status(painted.status).header('vary', 'cookie');
      else if (await isMissingPage(request)) reply.status(404);
      return reply
        .header('cache-control', painted ? 'private, no-store' : 'no-store')
        .type('text/html')
        .send((painted?.html ?? indexHtml).replace('</head>', `${meta}</head>`));
    });
  },
  { name: 'spa', dependencies: ['csrf', 'access-tokens', 'decks'] },
);
