/**
 * How a theme's markup is drawn on slides (decision 0057), the same by the server's first paint,
 * the present views and the deck player: in an element of its own, first in each slide, so the
 * slide's blocks paint above it; the slide stylesheet lays it over the whole slide, out of the
 * slide's flow, so it moves nothing the slide holds.
 */
export const THEME_HTML_CLASS = 'deck-theme-html';

/** The theme's (cleaned) markup in its element; '' for none. */
export const themeHtmlLayer = (html: string): string =>
  html.trim() === '' ? '' : `<div class="${THEME_HTML_CLASS}">${html}</div>`;

const OPENING_SECTION = /^\s*<section\b[^>]*>/i;

/**
 * One slide's `<section>` as stored (sanitized: `>` never appears inside its opening tag) with the
 * theme's markup first in it.
 */
export function slideWithThemeHtml(section: string, html: string): string {
  const layer = themeHtmlLayer(html);
  const opening = OPENING_SECTION.exec(section);
  return layer && opening ? opening[0] + layer + section.slice(opening[0].length) : section;
}

/**
 * The slide a theme is shown on where no deck is (the theme editor's preview, the theme's
 * thumbnail): a heading, a paragraph with a link and a list, as reveal.js content.
 */
export const THEME_SAMPLE_SLIDE =
  '<section><h1>Heading</h1><p>Body text with a <a>link</a>.</p>' + '<ul><li>One</li><li>Two</li></ul></section>';
