import { escapeHtml } from '@lectern/site-content';

/** Whom the page is painted for: the app's account links and calls to action depend on it. */
export type PaintedSession = 'signed-out' | 'signed-in';

/** The product mark as the web app's `LogoMark` draws it. */
const LOGO_MARK =
  '<svg class="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<rect x="3" y="5" width="26" height="18" rx="3" class="logo-mark__slide"></rect>' +
  '<rect x="8" y="10" width="12" height="2.5" rx="1.25" class="logo-mark__title"></rect>' +
  '<rect x="8" y="15" width="16" height="2" rx="1" class="logo-mark__line"></rect>' +
  '<path d="M16 23v5M11 28h10" class="logo-mark__stand"></path></svg>';

/** A link as the router's `Link` draws it: the current page's is marked active. */
const navLink = (href: string, label: string, current: string, className = 'nav-link') =>
  `<a class="${className}" href="${href}"${
    href === current ? ' data-status="active" aria-current="page"' : ''
  }>${escapeHtml(label)}</a>`;

/** The account links: sign in and up for a visitor; the signed-in person's menu is the app's to draw. */
const accountLinks = (session: PaintedSession, current: string) =>
  session === 'signed-out'
    ? `<div class="account-links" aria-busy="false">${navLink('/users/sign_in', 'Sign in', current)}${navLink(
        '/users/sign_up',
        'Sign up',
        current,
        'button button--primary button--small',
      )}</div>`
    : '<div class="account-links" aria-busy="true"></div>';

/**
 * The app's layout (apps/web/src/layout/root-layout.tsx, site-header.tsx, site-footer.tsx) around a
 * painted page's main content, with the same classes, so the app's first render replaces it in place.
 */
export function siteLayout(options: { pageType: string; path: string; session: PaintedSession; main: string }): string {
  const { pageType, path, session, main } = options;
  return (
    `<div class="page page--${pageType}" data-page-type="${pageType}">` +
    `<a class="skip-link" href="#main">Skip to content</a>` +
    `<header class="site-header"><div class="site-header__inner">` +
    `<a class="brand" href="/"${path === '/' ? ' data-status="active" aria-current="page"' : ''}>${LOGO_MARK}<span class="brand__name">Lectern</span></a>` +
    `<nav class="site-nav" aria-label="Main">${[
      ['/explore', 'Explore'],
      ['/features', 'Features'],
      ['/pricing', 'Pricing'],
      ['/search', 'Search'],
    ]
      .map(([href, label]) => navLink(href!, label!, path))
      .join('')}</nav>` +
    accountLinks(session, path) +
    `</div></header>` +
    `<main id="main" class="page__main">${main}</main>` +
    `<footer class="site-footer"><div class="site-footer__inner">` +
    `<p class="site-footer__about"><strong>Lectern</strong> · Create, edit, present and share slide decks.</p>` +
    `<nav class="site-footer__nav" aria-label="Footer">${[
      ['/about', 'About'],
      ['/changelog', 'Changelog'],
      ['/security/cookies', 'Cookies'],
    ]
      .map(([href, label]) => navLink(href!, label!, path))
      .join('')}</nav></div></footer>` +
    `</div>`
  );
}
