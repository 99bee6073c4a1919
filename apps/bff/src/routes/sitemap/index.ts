import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { can, type Actor } from '@lectern/domain';
import { countPublicDecks, listPublicDeckAddresses, type PublicDeckAddress } from '@lectern/read-models';
import {
  deckUrls,
  robotsTxt,
  SITEMAP_MAX_URLS,
  siteUrls,
  sitemapIndex,
  sitemapShape,
  URLSET_CLOSE,
  urlsetOpen,
} from '../../public-pages/sitemap.js';

/** Rows read per query while a deck file is written: each stretch is written before the next is read. */
const ROWS_PER_READ = 5_000;
/** Crawlers may keep these a while; a deck made private leaves the list within this time. */
const CACHE_CONTROL = 'public, max-age=600';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const ANYONE: Actor = { kind: 'anonymous' };

/** Whether the policy lets anyone at all view the deck: only such a deck is listed. */
const viewableByAnyone = (deck: PublicDeckAddress) =>
  can(ANYONE, 'view', {
    type: 'deck',
    id: deck.id,
    ownerId: deck.owner_id,
    ownerAccountType: 'default',
    teamId: null,
    visibility: deck.visibility,
    trashed: deck.status === 'trashed',
    collaborators: [],
    shareNotes: false,
  }).allowed;

/**
 * The public decks from `offset`, `count` of them at most, as `<url>` lines, read and written a
 * stretch at a time so a file of 50,000 never sits in memory or holds the event loop.
 */
async function* deckLines(request: FastifyRequest, offset: number, count: number): AsyncGenerator<string> {
  for (let done = 0; done < count; done += ROWS_PER_READ) {
    const decks = await listPublicDeckAddresses(request.server.readModels, {
      offset: offset + done,
      limit: Math.min(ROWS_PER_READ, count - done),
    });
    if (decks.length > 0) yield deckUrls(originOf(request), decks.filter(viewableByAnyone));
    if (decks.length < ROWS_PER_READ) return;
  }
}

async function* urlset(parts: AsyncGenerator<string> | null, site: boolean, origin: string): AsyncGenerator<string> {
  yield urlsetOpen();
  if (site) yield siteUrls(origin);
  if (parts) yield* parts;
  yield URLSET_CLOSE;
}

export interface SitemapOptions {
  /** The most addresses one file lists; `SITEMAP_MAX_URLS` unless given (a test's few decks fill several files). */
  maxUrlsPerFile?: number;
}

/**
 * `robots.txt` and the sitemap (`/sitemap.xml`): the public pages and every public deck (never a
 * private, team-only or trashed one), one file while they fit in 50,000 addresses, past that an
 * index of `/sitemaps/pages.xml` and `/sitemaps/decks-{n}.xml`.
 */
const sitemapRoutes: FastifyPluginAsync<SitemapOptions> = async (app, options) => {
  const maxUrls = options.maxUrlsPerFile ?? SITEMAP_MAX_URLS;

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const shape = sitemapShape(await countPublicDecks(app.readModels), maxUrls);
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL);
    if (shape.kind === 'index') return reply.send(sitemapIndex(origin, shape.deckFiles));
    return reply.send(Readable.from(urlset(deckLines(request, 0, maxUrls), true, origin)));
  });

  app.get('/sitemaps/pages.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(Readable.from(urlset(null, true, originOf(request)))),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^decks-([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    const shape = sitemapShape(await countPublicDecks(app.readModels), maxUrls);
    const file = Number(match?.[1]);
    if (!match || shape.kind !== 'index' || file > shape.deckFiles) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Not found', requestId: request.id } });
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(Readable.from(urlset(deckLines(request, (file - 1) * maxUrls, maxUrls), false, originOf(request))));
  });
};

export default sitemapRoutes;
