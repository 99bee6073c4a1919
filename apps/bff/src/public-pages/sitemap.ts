import type { PublicDeckAddress } from '@lectern/read-models';
import { escapeHtml, PUBLIC_PAGES } from '@lectern/site-content';

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The sitemap's pages that are site pages rather than decks. */
export const SITEMAP_SITE_PAGES = PUBLIC_PAGES.map((page) => page.path);

/**
 * What /sitemap.xml is for this many public decks: one list of every address while they fit in
 * one file, else an index of the site pages' file and as many deck files as the decks fill.
 */
export function sitemapShape(
  publicDecks: number,
  maxUrls = SITEMAP_MAX_URLS,
): { kind: 'list' } | { kind: 'index'; deckFiles: number } {
  if (SITEMAP_SITE_PAGES.length + publicDecks <= maxUrls) return { kind: 'list' };
  return { kind: 'index', deckFiles: Math.ceil(publicDecks / maxUrls) };
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';

export const urlsetOpen = () => URLSET_OPEN;

export const siteUrls = (origin: string): string =>
  SITEMAP_SITE_PAGES.map((path) => `<url><loc>${escapeHtml(origin + path)}</loc></url>\n`).join('');

/** A public deck's show page, with its last change. */
export const deckUrls = (origin: string, decks: readonly PublicDeckAddress[]): string =>
  decks
    .map(
      (deck) =>
        `<url><loc>${escapeHtml(`${origin}/${encodeURIComponent(deck.username)}/${encodeURIComponent(deck.slug)}`)}</loc>` +
        `<lastmod>${new Date(deck.updated_at).toISOString()}</lastmod></url>\n`,
    )
    .join('');

/** The sitemap index: the site pages' file, then the deck files. */
export function sitemapIndex(origin: string, deckFiles: number): string {
  const files = [
    '/sitemaps/pages.xml',
    ...Array.from({ length: deckFiles }, (_, index) => `/sitemaps/decks-${index + 1}.xml`),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files.map((file) => `<sitemap><loc>${escapeHtml(origin + file)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/** robots.txt: everything public may be crawled, not the API, accounts or a deck's other views. */
export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /users/',
    'Disallow: /account/',
    'Disallow: /themes',
    'Disallow: /teams/',
    'Disallow: /invitations/',
    ...['edit', 'review', 'embed', 'live', 'kiosk', 'fullscreen', 'export', 'preview', 'present'].map(
      (view) => `Disallow: /*/*/${view}`,
    ),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
