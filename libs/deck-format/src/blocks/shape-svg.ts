import type { Attributes, ShapeBlock, ShapeKind } from '../model.js';
import { formatNumber } from '../numbers.js';
import type { ContentOf } from './content.js';
import { pointsAttribute, svgCanvas, svgElement, type Point } from './svg.js';

type Outline = readonly (readonly [number, number])[];

/** Scales an outline so that its bounding box is the unit square. */
function fitted(outline: Outline): Outline {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const [width, height] = [Math.max(...xs) - left, Math.max(...ys) - top];
  return outline.map(([x, y]) => [(x - left) / width, (y - top) / height]);
}

/** Corners of a regular outline: `count` points on alternating radii, the first straight up. */
function radial(count: number, radii: readonly number[]): Outline {
  return fitted(
    Array.from({ length: count }, (_, index) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
      const radius = radii[index % radii.length] ?? 1;
      return [radius * Math.cos(angle), radius * Math.sin(angle)] as const;
    }),
  );
}

/** Polygon outlines in the unit square, stretched to the block. */
const OUTLINES: Readonly<Record<Exclude<ShapeKind, 'rect' | 'circle'>, Outline>> = {
  triangle: [
    [0.5, 0],
    [1, 1],
    [0, 1],
  ],
  diamond: [
    [0.5, 0],
    [1, 0.5],
    [0.5, 1],
    [0, 0.5],
  ],
  pentagon: radial(5, [1]),
  hexagon: [
    [0.25, 0],
    [0.75, 0],
    [1, 0.5],
    [0.75, 1],
    [0.25, 1],
    [0, 0.5],
  ],
  star: radial(10, [1, 0.382]),
  arrow: [
    [0, 0.3],
    [0.6, 0.3],
    [0.6, 0],
    [1, 0.5],
    [0.6, 1],
    [0.6, 0.7],
    [0, 0.7],
  ],
};

/**
 * The shape drawn over a block of the given size. The stroke stays inside the block: the
 * outline is inset by half the stroke width.
 */
export function shapeSvg(shape: ContentOf<ShapeBlock>, width: number, height: number): string {
  const inset = shape.strokeWidth / 2;
  const inner = { width: Math.max(0, width - shape.strokeWidth), height: Math.max(0, height - shape.strokeWidth) };
  const paint: Attributes = [
    ['fill', shape.fill],
    ['stroke', shape.stroke],
    ['stroke-width', formatNumber(shape.strokeWidth)],
  ];
  const drawing = (() => {
    switch (shape.shape) {
      case 'rect':
        return svgElement('rect', [
          ['x', formatNumber(inset)],
          ['y', formatNumber(inset)],
          ['width', formatNumber(inner.width)],
          ['height', formatNumber(inner.height)],
          ['rx', formatNumber(shape.cornerRadius)],
          ['ry', formatNumber(shape.cornerRadius)],
          ...paint,
        ]);
      case 'circle':
        return svgElement('ellipse', [
          ['cx', formatNumber(width / 2)],
          ['cy', formatNumber(height / 2)],
          ['rx', formatNumber(inner.width / 2)],
          ['ry', formatNumber(inner.height / 2)],
          ...paint,
        ]);
      default: {
        const points: Point[] = OUTLINES[shape.shape].map(([x, y]) => ({
          x: inset + x * inner.width,
          y: inset + y * inner.height,
        }));
        return svgElement('polygon', [['points', pointsAttribute(points)], ...paint]);
      }
    }
  })();
  return svgCanvas(width, height, drawing);
}
