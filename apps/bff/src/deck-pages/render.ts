import {
  DEFAULT_THEME_COLOR,
  DEFAULT_THEME_FONT,
  escapeAttribute,
  escapeText,
  THEME_COLORS,
  THEME_FONTS,
} from '@lectern/deck-format';
import type { DeckSettings } from '@lectern/domain';
import { pageMetaTags } from '../public-pages/page-meta.js';
import { paintedLayoutStyle, type PaintedGeometry, type PaintedView } from './painted-layout.js';

/** What a deck's server-painted page shows. */
export interface DeckPageContent {
  title: string;
  description: string;
  /** The page's own address, absolute: canonical link and Open Graph URL. */
  url: string;
  /** The deck's thumbnail, absolute, for link previews (public decks only: crawlers fetch it signed out). */
  image?: string;
  /** The first slide's sanitized `<section>` ('' for a deck without slides). */
  firstSlide: string;
  settings: PaintedGeometry & Pick<DeckSettings, 'theme_color' | 'theme_font' | 'css_output'>;
  /** The head links of the view's route's stylesheets (`StylesheetBundles.links`). */
  stylesheetLinks: string;
  /** The deck's font files to preload (its theme font's regular and bold faces). */
  fonts: string[];
}

/** What the embed view shows under the slides (see apps/web/src/present/embed): its footer, if any. */
export interface EmbedFooterContent {
  username: string;
  byline: boolean;
  share: boolean;
}

/** The theme's names, as the web app's `deckThemeAttributes` sets them on the deck's element. */
function themeAttributes(settings: DeckPageContent['settings']): string {
  const color = Object.hasOwn(THEME_COLORS, settings.theme_color) ? settings.theme_color : DEFAULT_THEME_COLOR;
  const font = Object.hasOwn(THEME_FONTS, settings.theme_font) ? settings.theme_font : DEFAULT_THEME_FONT;
  return `data-theme-color="${escapeAttribute(color)}" data-theme-font="${escapeAttribute(font)}"`;
}

/** Title, description, Open Graph and Twitter cards, the canonical link, the route's stylesheets and the deck's custom CSS. */
export function deckPageHead(content: DeckPageContent): string {
  return [
    pageMetaTags({
      title: content.title,
      description: content.description || `A slide deck: ${content.title}`,
      url: content.url,
      ...(content.image ? { image: content.image } : {}),
    }),
    content.stylesheetLinks,
    // Compiled, scoped and cleaned on save; `<` never appears in it (libs/deck-format custom-css).
    ...(content.settings.css_output ? [`<style>${content.settings.css_output.replaceAll('<', '\\3c ')}</style>`] : []),
  ].join('');
}

/**
 * The first slide in the deck's element as reveal.js will lay it out (`painted-layout.ts`): the
 * element's classes and theme as the web app's `DeckStage` gives them, reveal.js's `.reveal` and
 * `.slides`, and the first `<section>`.
 */
function paintedStage(content: DeckPageContent, className: string): string {
  return (
    `<div class="lectern-deck-host deck-theme ${className} painted-host" ${themeAttributes(content.settings)}>` +
    `<div class="reveal${content.settings.center ? ' center' : ''}"><div class="slides deck-slide">` +
    content.firstSlide +
    `</div></div></div>`
  );
}

/**
 * The site header's parts that give it its height (apps/web/src/layout/site-header.tsx): the
 * brand, the main links (a row of their own on a phone) and a link where the account links go.
 */
const SITE_HEADER =
  `<header class="site-header"><div class="site-header__inner">` +
  `<a class="brand"><svg class="brand__mark" viewBox="0 0 32 32"></svg><span class="brand__name">Lectern</span></a>` +
  `<nav class="site-nav">${['Explore', 'Features', 'Pricing', 'Search'].map((name) => `<a class="nav-link">${name}</a>`).join('')}</nav>` +
  `<div class="account-links"><a class="nav-link">Sign in</a></div></div></header>`;

/** The show page around its stage: the same layout classes as the app's page. */
const showPage = (content: DeckPageContent) =>
  `<div class="page page--deck-show">${SITE_HEADER}` +
  `<main class="page__main"><article class="deck-show">` +
  `<div class="deck-show__stage" style="--deck-ratio:${content.settings.width / content.settings.height}">` +
  paintedStage(content, 'deck-show__deck') +
  `</div><div class="deck-show__info"><div class="deck-show__heading"><h1 class="deck-page__title">${escapeText(content.title)}</h1></div>` +
  (content.description ? `<p class="deck-page__description">${escapeText(content.description)}</p>` : '') +
  `</div></article></main></div>`;

/** The embed footer as the app draws it, for its height: the stage above it is what it leaves. */
const embedFooter = (content: DeckPageContent, footer: EmbedFooterContent) =>
  `<footer class="embed-footer"><a class="embed-footer__title">${escapeText(content.title)}</a>` +
  (footer.byline ? `<span class="embed-footer__byline">by <a>${escapeText(footer.username)}</a></span>` : '') +
  `<span class="embed-footer__spacer"></span>` +
  (footer.share ? `<button type="button" class="embed-footer__button" tabindex="-1">Share</button>` : '') +
  `<a class="embed-footer__brand">Lectern</a></footer>`;

/** The fullscreen and embed views: the deck fills the window (above the embed footer). */
const windowPage = (content: DeckPageContent, view: 'fullscreen' | 'embed', footer?: EmbedFooterContent) =>
  `<div class="page page--${view}"><main class="page__main"><div class="present-view">` +
  paintedStage(content, 'present-view__stage') +
  (footer ? embedFooter(content, footer) : '') +
  `</div></main></div>`;

/**
 * A deck view's first slide where the app will show it, before any script runs: the same layout
 * as the app's page, over the app (out of its flow, so removing it shifts nothing), with only the
 * deck visible. The app removes this once its own deck is ready, drawn at the same boxes
 * (`apps/web/src/present/server-painted.ts`).
 */
export function paintedDeck(
  content: DeckPageContent,
  path: string,
  view: PaintedView,
  footer?: EmbedFooterContent,
): string {
  return (
    `<div id="server-painted-deck" class="server-painted-deck" data-path="${escapeAttribute(path)}" aria-hidden="true" inert>` +
    (view === 'show' ? showPage(content) : windowPage(content, view, footer)) +
    `</div>`
  );
}

/** Out of the page's flow and invisible but for the deck, so the app can lay itself out beneath it. */
const PAINTED_DECK_STYLE =
  '.server-painted-deck{position:absolute;inset:0 0 auto 0;z-index:60;visibility:hidden;pointer-events:none}' +
  '.server-painted-deck :is(.deck-show__stage,.painted-host){visibility:visible}';

/** The deck's font files, fetched with the page rather than once its stylesheet is read. */
const fontPreloads = (fonts: readonly string[]) =>
  fonts.map((href) => `<link rel="preload" href="${escapeAttribute(href)}" as="font" type="font/woff2" crossorigin>`);

/** index.html with the deck's head and its painted first slide. */
export function renderDeckPage(
  indexHtml: string,
  content: DeckPageContent,
  path: string,
  view: PaintedView = 'show',
  footer?: EmbedFooterContent,
): string {
  const style = `<style>${PAINTED_DECK_STYLE}${paintedLayoutStyle(content.settings, view)}</style>`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(content.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${fontPreloads(content.fonts).join('')}${deckPageHead(content)}${style}</head>`)
    .replace('<body>', `<body>${paintedDeck(content, path, view, footer)}`);
}
