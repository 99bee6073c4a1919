import type { FastifyRequest } from 'fastify';
import { slideWithThemeHtml } from '@lectern/deck-format';
import { can, embedFooterHideable } from '@lectern/domain';
import { deckContent } from '@lectern/read-models';
import { deckAtAddress } from './deck-address.js';
import type { PageScripts } from './deck-scripts.js';
import { deckThumbnailUrl } from '../decks/deck-responses.js';
import { deckResource } from '../decks/policy-resources.js';
import { firstSlideMarkup } from './first-slide.js';
import type { StylesheetBundles } from '../delivery/stylesheet-bundles.js';
import { slantedFaces, themeFontFiles, type FontFace } from './font-files.js';
import { EMBED_ROUTE_CHUNK, FULLSCREEN_ROUTE_CHUNK, routeStylesheets, SHOW_ROUTE_CHUNK } from './manifest.js';
import type { PaintedView } from './painted-layout.js';
import { renderDeckPage, type EmbedFooterContent } from './render.js';

export interface DeckPageAnswer {
  status: 200 | 404;
  html: string;
}

/** What a deck address's page is answered with besides the app: the scripts it may run, and its painted deck. */
export interface DeckPageParts {
  scripts: PageScripts | undefined;
  painted: DeckPageAnswer | undefined;
}

const DECK_PAGE = /^\/([^/]+)\/([^/]+)(?:\/(fullscreen|embed))?\/?$/;

const ROUTE_CHUNKS: Record<PaintedView, string> = {
  show: SHOW_ROUTE_CHUNK,
  fullscreen: FULLSCREEN_ROUTE_CHUNK,
  embed: EMBED_ROUTE_CHUNK,
};

/** The owner's name, the deck's slug (or id) and the view a painted page's address names. */
export const decodedSegments = (pathname: string): [string, string, PaintedView] | undefined => {
  const match = DECK_PAGE.exec(pathname);
  if (!match) return undefined;
  try {
    return [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!), (match[3] as PaintedView) ?? 'show'];
  } catch {
    return undefined;
  }
};

/**
 * The embed footer as the web app's `embedChrome` decides it: always there, but on a public deck
 * of a paid owner the page's `style=`, `byline=` and `share=hidden` may take it or its parts away.
 */
function embedFooter(query: URLSearchParams, username: string, hideable: boolean): EmbedFooterContent | undefined {
  if (!hideable) return { username, byline: true, share: true };
  if (query.get('style') === 'hidden') return undefined;
  return { username, byline: query.get('byline') !== 'hidden', share: query.get('share') !== 'hidden' };
}

/**
 * The deck show page (`/{username}/{slug}`) and its fullscreen and embed views painted by the
 * server: its meta tags, font preloads and first slide where reveal.js will show it,
 * for whoever the policy lets view the deck; a 404 with the bare app for anyone else. Anything
 * else (another page, an old slug or the id, which the app redirects, an access token's `?token=`)
 * is not answered here.
 */
export function createDeckPages(webRoot: string, indexHtml: string, bundles: StylesheetBundles) {
  const views = Object.fromEntries(
    Object.entries(ROUTE_CHUNKS).map(([view, chunk]) => {
      const stylesheets = routeStylesheets(webRoot, chunk);
      // index.html links the shell's own stylesheet already.
      const links = bundles.links(stylesheets.filter((href) => !indexHtml.includes(`href="${href}"`)));
      return [view, { links, fonts: themeFontFiles(webRoot, stylesheets) }];
    }),
  ) as Record<PaintedView, { links: string; fonts: (themeFont: string, slanted: readonly FontFace[]) => string[] }>;
  return async function deckPage(request: FastifyRequest): Promise<DeckPageAnswer | undefined> {
    const [pathname, query] = request.url.split('?', 2) as [string, string | undefined];
    const segments = decodedSegments(pathname);
    if (!segments || new URLSearchParams(query).has('token')) return undefined;
    const [username, slug, view] = segments;
    // `/{username}/new` makes a deck; it never names one.
    if (slug === 'new') return undefined;
    const readModels = request.server.readModels;
    const { owner, deck } = await deckAtAddress(request, username, slug);
    if (!owner) return undefined;
    if (deck && deck.slug !== slug) return undefined;
    if (!deck) return { status: 404, html: indexHtml };
    const resource = deckResource(deck);
    if (!can(await request.policyActor(), 'view', resource).allowed) return { status: 404, html: indexHtml };
    const content = await deckContent(readModels, deck.id);
    const origin = `${request.protocol}://${request.host}`;
    const thumbnail = deck.visibility === 'all' ? deckThumbnailUrl(deck) : null;
    const { settings, theme } = await request.server.deckLook(deck);
    const { links, fonts } = views[view];
    // The plan the owner holds, as the deck's answer tells the embed view: a team member's is enterprise.
    const hideable = embedFooterHideable(resource);
    const firstSlide = firstSlideMarkup(content?.data ?? '');
    const html = renderDeckPage(
      indexHtml,
      {
        title: deck.title,
        description: deck.description,
        url: `${origin}/${encodeURIComponent(owner.username)}/${encodeURIComponent(deck.slug)}`,
        ...(thumbnail ? { image: `${origin}${thumbnail}` } : {}),
        firstSlide: slideWithThemeHtml(firstSlide, theme?.html ?? ''),
        settings,
        stylesheetLinks: links,
        fonts: fonts(settings.theme_font, slantedFaces(firstSlide)),
      },
      pathname,
      view,
      view === 'embed' ? embedFooter(new URLSearchParams(query), owner.username, hideable) : undefined,
    );
    return { status: 200, html };
  };
}
