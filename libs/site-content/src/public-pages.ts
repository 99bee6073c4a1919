/** A page anyone may open, as link previews and search engines see it. */
export interface PublicPage {
  path: string;
  title: string;
  description: string;
}

export const SITE_NAME = 'Lectern';
export const SITE_DESCRIPTION = 'Create, edit, present and share slide decks.';

/** The marketing site's pages (spec/000 §1, §2; spec/002 §2): their head tags and sitemap entries. */
export const PUBLIC_PAGES = [
  { path: '/', title: SITE_NAME, description: SITE_DESCRIPTION },
  {
    path: '/explore',
    title: 'Explore',
    description: 'Public slide decks made with Lectern: the most viewed and the newest.',
  },
  {
    path: '/features',
    title: 'Features',
    description: 'What Lectern does: the editor, themes and templates, presenting, live, sharing, exports and teams.',
  },
  { path: '/pricing', title: 'Pricing', description: 'Lectern’s plans and what each one includes.' },
  { path: '/changelog', title: 'Changelog', description: 'What changed in Lectern, newest first.' },
  { path: '/about', title: 'About', description: 'About Lectern, and its brand kit.' },
  { path: '/security/cookies', title: 'Cookies', description: 'The cookies Lectern sets, and why.' },
  { path: '/search', title: 'Search', description: 'Search public slide decks.' },
  { path: '/terms', title: 'Terms of Service', description: 'The terms of this Lectern instance.' },
  { path: '/privacy', title: 'Privacy policy', description: 'What this Lectern instance keeps about you.' },
] as const satisfies readonly PublicPage[];

/** The public page at a path (without its query), if it is one. */
export const publicPageAt = (path: string): PublicPage | undefined =>
  PUBLIC_PAGES.find((page) => page.path === (path.length > 1 ? path.replace(/\/$/, '') : path));

/** A page's title as the tab shows it (the app's `useDocumentTitle` does the same). */
export const documentTitle = (page: PublicPage): string =>
  page.title === SITE_NAME ? SITE_NAME : `${page.title} · ${SITE_NAME}`;
