import fp from 'fastify-plugin';
import { escapeAttribute } from '@lectern/deck-format';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtFileCacheControl } from '../../delivery/cache-headers.js';
import { createDeckPages } from '../../deck-pages/deck-page.js';
import { BUNDLE_PATH, createStylesheetBundles } from '../../delivery/stylesheet-bundles.js';
import { isMissingPage } from '../../deck-pages/missing-page.js';
import { createPublicPages } from '../../public-pages/public-page.js';
import { profilePage } from '../../public-pages/profile-page.js';
import { isWellFormedPageAddress } from '../../deck-pages/page-address.js';
import { presenterLinkTarget } from '../../deck-pages/presenter-link.js';
import { withScriptSources } from '../../deck-pages/deck-scripts.js';
import { createDeckPageParts } from '../../deck-pages/deck-page-parts.js';
import { embedFrameAncestors, isEmbedPage, isFullscreenPage, withFrameAncestors } from '../../access-tokens/framing.js';

/** An analytics service the pages send their events to (decision 0061): its events address, and the site's name there. */
export interface AnalyticsSettings {
  endpoint: string;
  domain: string;
}

/** The meta tags that name the analytics service to the web app; none while analytics are off. */
const analyticsMeta = (analytics: AnalyticsSettings | undefined) =>
  analytics
    ? `<meta name="analytics-endpoint" content="${escapeAttribute(analytics.endpoint)}">` +
      `<meta name="analytics-domain" content="${escapeAttribute(analytics.domain)}">`
    : '';

/** The meta tag that gives the web app the operator's warning notice; none unless one is set. */
const warningNoticeMeta = (notice: string | undefined) =>
  notice ? `<meta name="warning-notice" content="${escapeAttribute(notice)}">` : '';

/** A file of the deck player's build (`dist/player`). */
const isPlayerFile = (webRoot: string, filePath: string) =>
  path.relative(webRoot, filePath).split(path.sep)[0] === 'player';

/**
 * Serves the built web app: its files, and index.html (with the CSRF meta tag) for every
 * other GET that is not an API call, so client-side routes load directly. Unknown API paths
 * answer a JSON 404; a page address with a malformed segment answers the bare app with a 404. Pages refuse to be framed, except the embed view: any site may frame it, or
 * only the sites of the embed whitelist of the access token in its `token`; and the fullscreen
 * view, which Lectern's own pages frame for thumbnail previews. A deck's show page comes painted
 * with its first slide (see deck-pages/), the marketing pages with their content (public-pages/); through a presenter link it moves to the presenter view. A present view of a deck allowed to run scripts opens
 * its Content-Security-Policy to those files alone and says so in a meta tag. A configured
 * analytics service is named in meta tags too (its address is in the policy's `connect-src`), and
 * so is the operator's warning notice.
 */
export default fp<{ webRoot: string; analytics?: AnalyticsSettings; warningNotice?: string }>(
  async (app, options) => {
    const indexFile = path.join(options.webRoot, 'index.html');
    const hasIndex = existsSync(indexFile);
    const indexHtml = hasIndex ? readFileSync(indexFile, 'utf8') : '';
    const bundles = createStylesheetBundles(options.webRoot);
    const deckPageParts = createDeckPageParts(createDeckPages(options.webRoot, indexHtml, bundles));
    const publicPage = createPublicPages(options.webRoot, bundles);
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
          // The deck player's files are public and also load in the theme preview frame, which has
          // an origin of its own (its fonts are fetched with CORS).
          if (isPlayerFile(options.webRoot, filePath)) {
            response.setHeader('cross-origin-resource-policy', 'cross-origin');
            response.setHeader('access-control-allow-origin', '*');
          }
          // Which copy was sent depends on Accept-Encoding; a shared cache must keep them apart.
          response.setHeader('vary', 'accept-encoding');
        },
      });
      app.get(BUNDLE_PATH, { schema: { hide: true } }, (request, reply) => bundles.answer(request, reply));
    } else {
      app.log.warn({ webRoot: options.webRoot }, 'web app is not built; run npm run build');
    }
    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url.startsWith('/api/');
      if (isApi || request.method !== 'GET' || !hasIndex) {
        return reply.status(404).send({ error: { code: 'not_found', message: 'Not found', requestId: request.id } });
      }
      // The page carries the CSRF token of this browser's session (read by the API client).
      let meta =
        `<meta name="csrf-token" content="${reply.csrfToken()}">` +
        analyticsMeta(options.analytics) +
        warningNoticeMeta(options.warningNotice);
      const pathname = request.url.split('?')[0]!;
      if (!isWellFormedPageAddress(pathname)) {
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .type('text/html')
          .send(indexHtml.replace('</head>', `${meta}</head>`));
      }
      const presenterView = await presenterLinkTarget(request);
      if (presenterView) return reply.header('cache-control', 'no-store').redirect(presenterView);
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
      // A deck page may show a private deck to its owner: never stored, and apart per session.
      const { scripts, painted } = await deckPageParts(request);
      if (scripts) {
        const csp = String(reply.getHeader('content-security-policy') ?? '');
        reply.header('content-security-policy', withScriptSources(csp, scripts.sources)).header('vary', 'cookie');
        meta += `<meta name="deck-scripts" content="${encodeURIComponent(scripts.deckId)}">`;
      }
      // The marketing pages come painted too, for whoever asks (see public-pages/).
      const publicHtml = painted ? undefined : await publicPage(request, indexHtml);
      // A profile is public too: the app draws it, under the head tags of a public page.
      const profileHtml = painted || publicHtml ? undefined : await profilePage(request, indexHtml);
      if (painted) reply.status(painted.status).header('vary', 'cookie');
      else if (publicHtml) reply.header('vary', 'cookie');
      else if (!profileHtml && (await isMissingPage(request))) reply.status(404);
      return reply
        .header('cache-control', painted || publicHtml ? 'private, no-store' : 'no-store')
        .type('text/html')
        .send((painted?.html ?? publicHtml ?? profileHtml ?? indexHtml).replace('</head>', `${meta}</head>`));
    });
  },
  { name: 'spa', dependencies: ['csrf', 'access-tokens', 'decks'] },
);
