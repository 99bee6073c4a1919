import { attributesHtml } from '../html-text.js';
import type { Attributes } from '../model.js';
import { formatNumber } from '../numbers.js';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * An SVG element as the sanitizer writes it back: lower-case attribute names (the HTML parser
 * restores `viewBox` and friends) and an explicit closing tag.
 */
export function svgElement(name: string, attributes: Attributes, inner = ''): string {
  return `<${name}${attributesHtml(attributes)}>${inner}</${name}>`;
}

/** An `<svg>` whose user units are the block's pixels, stretched over the block. */
export function svgCanvas(width: number, height: number, inner: string): string {
  return svgElement(
    'svg',
    [
      ['viewbox', `0 0 ${formatNumber(width)} ${formatNumber(height)}`],
      ['preserveaspectratio', 'none'],
    ],
    inner,
  );
}

export function pointsAttribute(points: readonly Point[]): string {
  return points.map(({ x, y }) => `${formatNumber(x)},${formatNumber(y)}`).join(' ');
}
