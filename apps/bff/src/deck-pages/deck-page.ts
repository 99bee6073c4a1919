import type { FastifyRequest } from 'fastify';
import { can, DEFAULT_DECK_SETTINGS } from '@lectern/domain';
import { deckContent, findDeckByAddress, findUserByUsername } from '@lectern/read-models';
import { deckThumbnailUrl } from '../decks/deck-responses.js';
import { deckResource } from '../decks/policy-resources.js';
import { firstSlideMarkup } from './first-slide.js';
import { routeStylesheets, SHOW_ROUTE_CHUNK } from './manifest.js';
import { renderDeckPage } from './render.js';

export interface DeckPageAnswer {
  status: 200 | 404;
  html: string;
}

const SHOW_PAGE = /^\/([^/]+)\/([^/]+)\/?$/;

const decodedSegments = (pathname: string): [string, string] | undefined => {
  const match = SHOW_PAGE.exec(pathname);
  if (!match) return undefined;
  try {
    return [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
  } catch {
    return undefined;
  }
};

/**
 * The deck show page (`/{username}/{slug}`) painted by the server: its meta tags and first slide,
 * for whoever the policy lets view the deck; a 404 with the bare app for anyone else. Anything
 * else (another page, an old slug or the id, which the app redirects, an access token's `?token=`)
 * is not answered here.
 */
export function createDeckPages(webRoot: string) {
  const stylesheets = routeStylesheets(webRoot, SHOW_ROUTE_CHUNK);
  return async function deckPage(request: FastifyRequest, indexHtml: string): Promise<DeckPageAnswer | undefined> {
    const [pathname, query] = request.url.split('?', 2) as [string, string | undefined];
    const segments = decodedSegments(pathname);
    if (!segments || new URLSearchParams(query).has('token')) return undefined;
    const [username, slug] = segments;
    // `/{username}/new` makes a deck; it never names one.
    if (slug === 'new') return undefined;
    const readModels = request.server.readModels;
    const owner = await findUserByUsername(readModels, username);
    if (!owner) return undefined;
    const deck = await findDeckByAddress(readModels, owner.id, slug);
    if (deck && deck.slug !== slug) return undefined;
    if (!deck || !can(await request.policyActor(), 'view', deckResource(deck)).allowed)
      return { status: 404, html: indexHtml };
    const content = await deckContent(readModels, deck.id);
    const origin = `${request.protocol}://${request.host}`;
    const thumbnail = deck.visibility === 'all' ? deckThumbnailUrl(deck) : null;
    const html = renderDeckPage(
      indexHtml,
      {
        title: deck.title,
        description: deck.description,
        url: `${origin}/${encodeURIComponent(owner.username)}/${encodeURIComponent(deck.slug)}`,
        ...(thumbnail ? { image: `${origin}${thumbnail}` } : {}),
        firstSlide: firstSlideMarkup(content?.data ?? ''),
        settings: { ...DEFAULT_DECK_SETTINGS, ...deck.settings, css_output: await request.server.deckCss(deck) },
        stylesheets: stylesheets.filter((href) => !indexHtml.includes(`href="${href}"`)),
      },
      pathname,
    );
    return { status: 200, html };
  };
}
