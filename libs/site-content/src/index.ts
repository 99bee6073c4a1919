export { escapeHtml } from './html.js';
export type { ContentBlock } from './content.js';
export {
  PUBLIC_PAGES,
  SITE_DESCRIPTION,
  SITE_NAME,
  documentTitle,
  publicPageAt,
  type PublicPage,
} from './public-pages.js';
export { CHANGELOG, changelogDate, latestChange, type ChangelogEntry } from './changelog.js';
export { STATIC_PAGES, type StaticPage, type StaticPageName } from './static-pages.js';
export { changelogHtml, staticPageHtml } from './render.js';
export {
  HOME_LEAD,
  HOME_MARQUEE,
  MARQUEE_DECK,
  MARQUEE_SLIDES,
  PROMOTION_STEP_MS,
  PROMOTION_STEPS,
  type MarqueeSlide,
} from './home.js';
export { DECK_KEYWORDS, EXPLORE_TEXTS } from './explore.js';
