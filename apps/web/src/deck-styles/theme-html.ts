import { themeHtmlLayer } from '@lectern/deck-format';

/**
 * Draws a theme's markup on every slide under `slides` (each `<section>` that holds no other),
 * first in it, as the server paints it on the first slide (decision 0057). The markup was cleaned
 * when the theme was saved.
 */
export function drawThemeHtml(slides: ParentNode, html: string): void {
  const layer = themeHtmlLayer(html);
  if (layer === '') return;
  for (const slide of slides.querySelectorAll('section'))
    if (!slide.querySelector('section')) slide.insertAdjacentHTML('afterbegin', layer);
}
