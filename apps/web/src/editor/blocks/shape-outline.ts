import type { ShapeKind } from '@lectern/deck-format';

type Outline = readonly (readonly [number, number])[];

/** Corners of a regular outline on alternating radii, the first straight up, fitted to the unit square. */
function radial(count: number, radii: readonly number[]): Outline {
  const points = Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
    const radius = radii[index % radii.length] ?? 1;
    return [radius * Math.cos(angle), radius * Math.sin(angle)] as const;
  });
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  const [width, height] = [Math.max(...xs) - left, Math.max(...ys) - top];
  return points.map(([x, y]) => [(x - left) / width, (y - top) / height] as const);
}

/** Polygon outlines in the unit square, stretched to the block (the same drawings the deck format writes). */
export const OUTLINES: Readonly<Record<Exclude<ShapeKind, 'rect' | 'circle'>, Outline>> = {
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

export const SHAPE_LABELS: Readonly<Record<ShapeKind, string>> = {
  rect: 'Rectangle',
  circle: 'Circle',
  triangle: 'Triangle',
  diamond: 'Diamond',
  pentagon: 'Pentagon',
  hexagon: 'Hexagon',
  star: 'Star',
  arrow: 'Arrow',
};
