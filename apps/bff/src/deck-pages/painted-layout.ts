import type { DeckSettings } from '@lectern/domain';

/** The present views the server paints: the show page, and the two that fill the window. */
export type PaintedView = 'show' | 'fullscreen' | 'embed';

export type PaintedGeometry = Pick<DeckSettings, 'width' | 'height' | 'margin' | 'center' | 'upsizing_enabled'>;

// The web app's reveal.js settings for these views (apps/web/src/present/constants.ts and
// reveal-config.ts): the scale limits, and the width under which reveal.js reads a deck as a page
// of slides to scroll (its `scrollActivationWidth`, left at reveal.js's default).
const MIN_SCALE = 0.2;
const UPSIZING_MAX_SCALE = 10;
const NO_UPSIZING_MAX_SCALE = 1;
const SCROLL_ACTIVATION_WIDTH = 435;

/** A length as reveal.js reads it from `offsetWidth` / `offsetHeight`: whole pixels. */
const offset = (length: string) => `round(${length}, 1px)`;

/** `length / px` as a number (tan∘atan2 divides two lengths in any current browser). */
const ratio = (length: string, px: number) => `tan(atan2(${length}, ${px}px))`;

/**
 * reveal.js's scale of the slides in a box (its `layout()`): the box less the margin over the
 * slide's size, the smaller of the two, within the scale limits, rounded to hundredths.
 */
function scale(boxWidth: string, boxHeight: string, geometry: PaintedGeometry): string {
  const room = 1 - geometry.margin;
  const max = geometry.upsizing_enabled ? UPSIZING_MAX_SCALE : NO_UPSIZING_MAX_SCALE;
  const fit = `min(${ratio(`${offset(boxWidth)} * ${room}`, geometry.width)}, ${ratio(`${offset(boxHeight)} * ${room}`, geometry.height)})`;
  return `round(nearest, clamp(${MIN_SCALE}, ${fit}, ${max}), 0.01)`;
}

/**
 * The stylesheet that lays the painted first slide out exactly where reveal.js will, before any
 * script runs, from the size of its box alone (the host is a size container): the slides centred
 * and scaled in the box; on a narrow box, reveal.js's scroll view, where the slide is centred in
 * a page as tall as reveal.js's viewport (the deck's own element on the show page, the window in
 * the views that fill it) and scaled to fit that viewport. Centred decks (`center`) put a slide
 * of free content at mid-height, as reveal.js does while it fits.
 */
export function paintedLayoutStyle(geometry: PaintedGeometry, view: PaintedView): string {
  const { width, height } = geometry;
  const host = '#server-painted-deck .painted-host';
  const [viewportWidth, viewportHeight] = view === 'show' ? ['100cqw', '100cqh'] : ['100vw', '100dvh'];
  const scrollBelow = SCROLL_ACTIVATION_WIDTH / (1 - geometry.margin);
  return [
    `${host}{container:painted-deck/size}`,
    `${host}>.reveal{position:relative;width:100%;height:100%;overflow:hidden}`,
    `${host} .slides{position:absolute;inset:auto;left:50%;top:50%;margin:0;width:${width}px;height:${height}px;` +
      `transform:translate(-50%,-50%) scale(${scale('100cqw', '100cqh', geometry)})}`,
    `${host} .slides>section{display:block;transition:none}`,
    `${host} .reveal.center .slides>section:not(:has(>.sl-block)){top:0;bottom:0;height:fit-content;margin-block:auto}`,
    `@container painted-deck (width <= ${scrollBelow}px){` +
      `${host} .slides{position:static;width:100%;height:auto;transform:none}` +
      `${host} .slides>section{position:absolute;top:calc(${offset(viewportHeight)} / 2);left:50%;margin:0;bottom:auto;` +
      `width:${width}px;height:${geometry.center ? 'auto' : `${height}px`};transform-origin:0 0;` +
      `transform:scale(${scale(viewportWidth, viewportHeight, geometry)}) translate(-50%,-50%)}}`,
  ].join('');
}
