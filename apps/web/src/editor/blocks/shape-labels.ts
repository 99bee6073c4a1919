import type { ShapeKind } from '@lectern/deck-format';

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
