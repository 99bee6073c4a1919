import type { FastifyRequest } from 'fastify';
import { exploreQuery } from '@lectern/contracts';
import { escapeText } from '@lectern/deck-format';
import {
  changelogHtml,
  documentTitle,
  publicPageAt,
  SITE_NAME,
  staticPageHtml,
  type PublicPage,
} from '@lectern/site-content';
import { routeStylesheets } from '../deck-pages/manifest.js';
import type { StylesheetBundles } from '../delivery/stylesheet-bundles.js';
import { explorePage } from '../explore/explore.js';
import { exploreMain } from './explore-page.js';
import { homeMain } from './home-page.js';
import { pageMetaTags } from './page-meta.js';
import { paintedQueriesScript } from './painted-queries.js';
import { siteLayout, type PaintedSession } from './site-layout.js';

/** What a painted page's body holds, and the data its app picks up. */
interface PaintedBody {
  main: string;
  queries: (readonly [readonly unknown[], unknown])[];
}

/** A page the server paints: its route chunk (for its stylesheets), page type and main content. */
interface PaintedPage {
  chunk: string;
  pageType: string;
  main: (request: FastifyRequest, session: PaintedSession) => Promise<PaintedBody> | PaintedBody;
}

const routeChunk = (file: string) => `src/routes/${file}?tsr-split=component`;
const article = (html: string): PaintedBody => ({ main: `<div class="site-page-host">${html}</div>`, queries: [] });

const PAINTED: Record<string, PaintedPage> = {
  '/': {
    chunk: routeChunk('index.tsx'),
    pageType: 'home',
    main: (_, session) => ({ main: homeMain(session), queries: [] }),
  },
  '/explore': {
    chunk: routeChunk('explore.tsx'),
    pageType: 'home',
    async main(request) {
      const parsed = exploreQuery.safeParse(Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? '')));
      const query = parsed.success ? parsed.data : exploreQuery.parse({});
      const found = await explorePage(request, query);
      // The key of the app's `exploreQueryOptions(sort, keyword, page)`.
      return {
        main: exploreMain(query, found),
        queries: [[['explore', query.sort, query.keyword.trim(), query.page], found]],
      };
    },
  },
  '/features': { chunk: routeChunk('features.tsx'), pageType: 'home', main: () => article(staticPageHtml('features')) },
  '/changelog': { chunk: routeChunk('changelog.tsx'), pageType: 'static', main: () => article(changelogHtml()) },
  '/about': { chunk: routeChunk('about.tsx'), pageType: 'static', main: () => article(staticPageHtml('about')) },
  '/security/cookies': {
    chunk: routeChunk('security/cookies.tsx'),
    pageType: 'static',
    main: () => article(staticPageHtml('cookies')),
  },
};

/** index.html with a public page's title, description, canonical link, Open Graph and Twitter tags. */
function withHead(indexHtml: string, page: PublicPage, url: string, more = ''): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(documentTitle(page))}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(
      '</head>',
      `${pageMetaTags({ title: page.title === SITE_NAME ? SITE_NAME : page.title, description: page.description, url })}${more}</head>`,
    );
}

/**
 * The marketing site's pages (home, explore, features, changelog, about, cookies) painted by the
 * server inside the app's root: the app's first render replaces them with the same markup
 * (apps/web/src/main.tsx), taking the painted data with it. Every public page gets its head tags;
 * pricing, search and the legal pages are the app's to draw. Not a public page: undefined.
 */
export function createPublicPages(webRoot: string, bundles: StylesheetBundles) {
  const stylesheets = Object.fromEntries(
    Object.entries(PAINTED).map(([path, page]) => [path, routeStylesheets(webRoot, page.chunk)]),
  );
  return async function publicPage(request: FastifyRequest, indexHtml: string): Promise<string | undefined> {
    const pathname = request.url.split('?', 1)[0]!;
    const page = publicPageAt(pathname);
    if (!page) return undefined;
    const url = `${request.protocol}://${request.host}${page.path}`;
    const painted = PAINTED[page.path];
    if (!painted) return withHead(indexHtml, page, url);
    const session: PaintedSession = request.session ? 'signed-in' : 'signed-out';
    const body = await painted.main(request, session);
    // A visitor's status is known without asking: the app's header and calls to action draw at once.
    const queries =
      session === 'signed-out' ? [...body.queries, [['status'], { user_signed_in: false }] as const] : body.queries;
    const links = bundles.links(stylesheets[page.path]!.filter((href) => !indexHtml.includes(`href="${href}"`)));
    return withHead(indexHtml, page, url, links).replace(
      '<div id="root"></div>',
      `<div id="root">${siteLayout({ pageType: painted.pageType, path: page.path, session, main: body.main })}</div>${paintedQueriesScript(queries)}`,
    );
  };
}
