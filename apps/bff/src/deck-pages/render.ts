import {
  DEFAULT_THEME_COLOR,
  DEFAULT_THEME_FONT,
  escapeAttribute,
  escapeText,
  THEME_COLORS,
  THEME_FONTS,
} from '@lectern/deck-format';
import type { DeckSettings } from '@lectern/domain';

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
  settings: Pick<DeckSettings, 'width' | 'height' | 'margin' | 'theme_color' | 'theme_font' | 'css_output'>;
  /** The stylesheets of the show page's route, as the build names them. */
  stylesheets: string[];
}

const pick = <T>(table: Record<string, T>, name: string, fallback: string): T =>
  Object.hasOwn(table, name) ? table[name]! : table[fallback]!;

/** The theme's custom properties, as the web app's `deckThemeStyle` sets them. */
function themeVariables(settings: DeckPageContent['settings']): string {
  const palette = pick<{ background: string; text: string; heading: string; link: string }>(
    THEME_COLORS,
    settings.theme_color,
    DEFAULT_THEME_COLOR,
  );
  const font = pick<{ family: string }>(THEME_FONTS, settings.theme_font, DEFAULT_THEME_FONT);
  return `--deck-background:${palette.background};--deck-text:${palette.text};--deck-heading:${palette.heading};--deck-link:${palette.link};--deck-font:${font.family}`;
}

/** Title, description, Open Graph and Twitter cards, the canonical link, the route's stylesheets and the deck's custom CSS. */
export function deckPageHead(content: DeckPageContent): string {
  const title = escapeAttribute(content.title);
  const description = escapeAttribute(content.description || `A slide deck: ${content.title}`);
  const url = escapeAttribute(content.url);
  return [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Lectern">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    ...(content.image
      ? [
          `<meta property="og:image" content="${escapeAttribute(content.image)}">`,
          `<meta name="twitter:image" content="${escapeAttribute(content.image)}">`,
        ]
      : []),
    `<meta name="twitter:card" content="${content.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...content.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    // Compiled, scoped and cleaned on save; `<` never appears in it (libs/deck-format custom-css).
    ...(content.settings.css_output ? [`<style>${content.settings.css_output.replaceAll('<', '\\3c ')}</style>`] : []),
  ].join('');
}

/**
 * The show page's first slide where the app will show it, before any script runs: the same
 * layout classes as the page, over the app (out of its flow, so removing it shifts nothing),
 * with only the stage visible. reveal.js scales the slide to the stage less its margin and
 * centres it; the SVG view box does the same without script. The app removes this once its
 * own deck is ready (`apps/web/src/present/server-painted.ts`).
 */
export function paintedDeck(content: DeckPageContent, path: string): string {
  const { width, height, margin } = content.settings;
  const boxWidth = width / (1 - margin);
  const boxHeight = height / (1 - margin);
  const viewBox = [-(boxWidth - width) / 2, -(boxHeight - height) / 2, boxWidth, boxHeight].join(' ');
  return (
    `<div id="server-painted-deck" class="server-painted-deck" data-path="${escapeAttribute(path)}" aria-hidden="true">` +
    `<div class="page page--deck-show"><header class="site-header"><div class="site-header__inner"></div></header>` +
    `<main class="page__main"><article class="deck-show">` +
    `<div class="deck-show__stage" style="--deck-ratio:${width / height}">` +
    `<div class="lectern-deck-host deck-theme deck-show__deck" style="${escapeAttribute(themeVariables(content.settings))}">` +
    `<svg viewBox="${viewBox}" width="100%" height="100%" preserveAspectRatio="xMidYMid meet">` +
    `<foreignObject x="0" y="0" width="${width}" height="${height}">` +
    `<div class="reveal" style="width:${width}px;height:${height}px"><div class="slides" style="width:${width}px;height:${height}px;inset:0">` +
    content.firstSlide.replace(/^<section/, '<section class="present" style="display:block"') +
    `</div></div></foreignObject></svg></div></div>` +
    `<div class="deck-show__info"><div class="deck-show__heading"><h1 class="deck-page__title">${escapeText(content.title)}</h1></div>` +
    (content.description ? `<p class="deck-page__description">${escapeText(content.description)}</p>` : '') +
    `</div></article></main></div></div>`
  );
}

/** Out of the page's flow and invisible but for the stage, so the app can lay itself out beneath it. */
const PAINTED_DECK_STYLE =
  '<style>.server-painted-deck{position:absolute;inset:0 0 auto 0;z-index:60;visibility:hidden;pointer-events:none}' +
  '.server-painted-deck .deck-show__stage{visibility:visible}</style>';

/** index.html with the deck's head and its painted first slide. */
export function renderDeckPage(indexHtml: string, content: DeckPageContent, path: string): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(content.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${deckPageHead(content)}${PAINTED_DECK_STYLE}</head>`)
    .replace('<body>', `<body>${paintedDeck(content, path)}`);
}
