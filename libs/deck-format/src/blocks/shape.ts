import { SHAPE_KINDS, type ShapeBlock, type ShapeKind } from '../model.js';
import { formatNumber, readNumber } from '../numbers.js';
import { onlyElements } from '../markup-tree.js';
import { contentHtml, hasOnlyAttributes, type ContentOf, type ContentReader } from './content.js';
import { shapeSvg } from './shape-svg.js';

const TYPE = 'data-shape-type';
const FILL = 'data-shape-fill-color';
const STROKE = 'data-shape-stroke-color';
const STROKE_WIDTH = 'data-shape-stroke-width';
const CORNER_RADIUS = 'data-shape-corner-radius';

function isShapeKind(value: string | undefined): value is ShapeKind {
  return SHAPE_KINDS.includes(value as ShapeKind);
}

/** The shape is read from the content's data attributes; its `<svg>` is a drawing of them. */
export const readShapeContent: ContentReader<ShapeBlock> = (content) => {
  const attributes = content.attribs;
  const children = onlyElements(content.children);
  if (!children || children.length > 1 || children.some((child) => child.name !== 'svg')) return null;
  if (!hasOnlyAttributes(content, ['class', TYPE, FILL, STROKE, STROKE_WIDTH, CORNER_RADIUS])) return null;
  const shape = attributes[TYPE];
  const fill = attributes[FILL];
  const stroke = attributes[STROKE];
  const strokeWidth = readNumber(attributes[STROKE_WIDTH]);
  const cornerRadius = attributes[CORNER_RADIUS] === undefined ? 0 : readNumber(attributes[CORNER_RADIUS]);
  if (!isShapeKind(shape) || fill === undefined || stroke === undefined) return null;
  if (strokeWidth === null || cornerRadius === null) return null;
  return { type: 'shape', shape, fill, stroke, strokeWidth, cornerRadius };
};

export function shapeContentHtml(block: ContentOf<ShapeBlock>, width: number, height: number): string {
  return contentHtml(
    [
      [TYPE, block.shape],
      [FILL, block.fill],
      [STROKE, block.stroke],
      [STROKE_WIDTH, formatNumber(block.strokeWidth)],
      [CORNER_RADIUS, formatNumber(block.cornerRadius)],
    ],
    shapeSvg(block, width, height),
  );
}
