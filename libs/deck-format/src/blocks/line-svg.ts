import type { LineBlock, LineHead } from '../model.js';
import { formatNumber } from '../numbers.js';
import type { ContentOf } from './content.js';
import { pointsAttribute, svgCanvas, svgElement, type Point } from './svg.js';

/** Length of a line head along the line, growing with the line's width. */
function headSize(lineWidth: number): number {
  return lineWidth * 3 + 6;
}

const along = (from: Point, direction: Point, distance: number): Point => ({
  x: from.x + direction.x * distance,
  y: from.y + direction.y * distance,
});

/**
 * The head at `tip`, pointing along `direction` (a unit vector from the line towards the tip).
 * Heads are plain filled shapes rather than `<marker>`s, whose ids could collide between blocks.
 */
function head(kind: LineHead, tip: Point, direction: Point, size: number, color: string): string {
  const normal = { x: -direction.y, y: direction.x };
  switch (kind) {
    case 'none':
      return '';
    case 'circle':
      return svgElement('circle', [
        ['cx', formatNumber(tip.x)],
        ['cy', formatNumber(tip.y)],
        ['r', formatNumber(size / 2)],
        ['fill', color],
      ]);
    case 'arrow': {
      const base = along(tip, direction, -size);
      const corners = [tip, along(base, normal, size / 2), along(base, normal, -size / 2)];
      return svgElement('polygon', [
        ['points', pointsAttribute(corners)],
        ['fill', color],
      ]);
    }
    case 'square': {
      const back = along(tip, direction, -size / 2);
      const front = along(tip, direction, size / 2);
      const corners = [
        along(front, normal, size / 2),
        along(front, normal, -size / 2),
        along(back, normal, -size / 2),
        along(back, normal, size / 2),
      ];
      return svgElement('polygon', [
        ['points', pointsAttribute(corners)],
        ['fill', color],
      ]);
    }
  }
}

/** The line drawn over a block of the given size; an arrow head hides the line's end under it. */
export function lineSvg(line: ContentOf<LineBlock>, width: number, height: number): string {
  const start = { x: line.x1, y: line.y1 };
  const end = { x: line.x2, y: line.y2 };
  const length = Math.hypot(end.x - start.x, end.y - start.y);
  const forward = length === 0 ? { x: 1, y: 0 } : { x: (end.x - start.x) / length, y: (end.y - start.y) / length };
  const backward = { x: -forward.x, y: -forward.y };
  const size = headSize(line.lineWidth);
  const from = line.startHead === 'arrow' ? along(start, forward, size / 2) : start;
  const to = line.endHead === 'arrow' ? along(end, backward, size / 2) : end;
  const stroke = svgElement('line', [
    ['x1', formatNumber(from.x)],
    ['y1', formatNumber(from.y)],
    ['x2', formatNumber(to.x)],
    ['y2', formatNumber(to.y)],
    ['stroke', line.color],
    ['stroke-width', formatNumber(line.lineWidth)],
    ['stroke-linecap', 'round'],
  ]);
  return svgCanvas(
    width,
    height,
    stroke +
      head(line.startHead, start, backward, size, line.color) +
      head(line.endHead, end, forward, size, line.color),
  );
}
