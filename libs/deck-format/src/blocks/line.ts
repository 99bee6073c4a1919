import { LINE_HEADS, type LineBlock, type LineHead } from '../model.js';
import { formatNumber, readNumber } from '../numbers.js';
import { onlyElements } from '../markup-tree.js';
import { contentHtml, hasOnlyAttributes, type ContentOf, type ContentReader } from './content.js';
import { lineSvg } from './line-svg.js';

const X1 = 'data-line-x1';
const Y1 = 'data-line-y1';
const X2 = 'data-line-x2';
const Y2 = 'data-line-y2';
const COLOR = 'data-line-color';
const WIDTH = 'data-line-width';
const START = 'data-line-start-type';
const END = 'data-line-end-type';

function isLineHead(value: string | undefined): value is LineHead {
  return LINE_HEADS.includes(value as LineHead);
}

/** The line is read from the content's data attributes; its `<svg>` is a drawing of them. */
export const readLineContent: ContentReader<LineBlock> = (content) => {
  const attributes = content.attribs;
  const children = onlyElements(content.children);
  if (!children || children.length > 1 || children.some((child) => child.name !== 'svg')) return null;
  if (!hasOnlyAttributes(content, ['class', X1, Y1, X2, Y2, COLOR, WIDTH, START, END])) return null;
  const [x1, y1, x2, y2, lineWidth] = [X1, Y1, X2, Y2, WIDTH].map((name) => readNumber(attributes[name]));
  const [color, startHead, endHead] = [attributes[COLOR], attributes[START], attributes[END]];
  if (x1 == null || y1 == null || x2 == null || y2 == null || lineWidth == null || color === undefined) return null;
  if (!isLineHead(startHead) || !isLineHead(endHead)) return null;
  return { type: 'line', x1, y1, x2, y2, color, lineWidth, startHead, endHead };
};

export function lineContentHtml(block: ContentOf<LineBlock>, width: number, height: number): string {
  return contentHtml(
    [
      [X1, formatNumber(block.x1)],
      [Y1, formatNumber(block.y1)],
      [X2, formatNumber(block.x2)],
      [Y2, formatNumber(block.y2)],
      [COLOR, block.color],
      [WIDTH, formatNumber(block.lineWidth)],
      [START, block.startHead],
      [END, block.endHead],
    ],
    lineSvg(block, width, height),
  );
}
