import type { Element } from 'domhandler';
import type { BlockBase } from '../model.js';
import { formatNumber, readNumber } from '../numbers.js';
import { onlyElements, type MarkupTree } from '../markup-tree.js';
import { contentHtml, hasOnlyAttributes, type ContentOf, type ContentReader } from './content.js';

/**
 * A table: rows of cells holding the text block's inline formatting, an optional header row,
 * and column widths as percentages of the block's width:
 *
 *   <div class="sl-block-content"><table>
 *     <colgroup><col style="width:40%" /><col style="width:60%" /></colgroup>
 *     <thead><tr><th>Name</th><th>Value</th></tr></thead>
 *     <tbody><tr><td><strong>a</strong></td><td>1</td></tr></tbody>
 *   </table></div>
 */
export interface TableBlock extends BlockBase {
  readonly type: 'table';
  /** The first row is a header row (`<thead>`, `<th>` cells). */
  readonly headerRow: boolean;
  /** One width per column, in percent of the table's width. */
  readonly columnWidths: readonly number[];
  /** Cell HTML by row then column, the header row first; every row has one cell per column. */
  readonly rows: readonly (readonly string[])[];
}

const COLUMN_WIDTH = /^width:([^;%]+)%$/;

/** The elements of a node with no attributes, or null when it has some or holds text. */
function bareChildren(element: Element, name: string): Element[] | null {
  if (element.name !== name || Object.keys(element.attribs).length > 0) return null;
  return onlyElements(element.children);
}

function readRow(row: Element, cellName: 'th' | 'td', tree: MarkupTree): string[] | null {
  const cells = bareChildren(row, 'tr');
  if (!cells?.every((cell) => cell.name === cellName && Object.keys(cell.attribs).length === 0)) return null;
  return cells.map((cell) => tree.innerHtml(cell));
}

function readColumnWidths(colgroup: Element): number[] | null {
  const columns = bareChildren(colgroup, 'colgroup');
  if (!columns) return null;
  const widths = columns.map((column) => {
    if (column.name !== 'col' || !hasOnlyAttributes(column, ['style'])) return null;
    return readNumber(COLUMN_WIDTH.exec(column.attribs['style'] ?? '')?.[1]);
  });
  return widths.every((width): width is number => width !== null) ? widths : null;
}

export const readTableContent: ContentReader<TableBlock> = (content, tree) => {
  const [table, ...rest] = onlyElements(content.children) ?? [];
  if (!table || rest.length > 0 || !hasOnlyAttributes(content, ['class'])) return null;
  const parts = bareChildren(table, 'table');
  if (!parts || parts.length < 2 || parts.length > 3) return null;
  const [colgroup, ...sections] = parts as [Element, ...Element[]];
  const columnWidths = readColumnWidths(colgroup);
  const headerRow = sections.length === 2;
  const head = headerRow ? bareChildren(sections[0]!, 'thead') : [];
  const body = bareChildren(sections[sections.length - 1]!, 'tbody');
  if (!columnWidths || columnWidths.length === 0 || !head || !body || head.length !== (headerRow ? 1 : 0)) return null;
  const rows = [...head.map((row) => readRow(row, 'th', tree)), ...body.map((row) => readRow(row, 'td', tree))];
  if (rows.length === 0 || !rows.every((row): row is string[] => row?.length === columnWidths.length)) return null;
  return { type: 'table', headerRow, columnWidths, rows };
};

const rowHtml = (cells: readonly string[], cellName: 'th' | 'td') =>
  `<tr>${cells.map((cell) => `<${cellName}>${cell}</${cellName}>`).join('')}</tr>`;

export function tableContentHtml(block: ContentOf<TableBlock>): string {
  const columns = block.columnWidths.map((width) => `<col style="width:${formatNumber(width)}%" />`).join('');
  const [first = [], ...others] = block.rows;
  const head = block.headerRow ? `<thead>${rowHtml(first, 'th')}</thead>` : '';
  const bodyRows = block.headerRow ? others : block.rows;
  const body = `<tbody>${bodyRows.map((row) => rowHtml(row, 'td')).join('')}</tbody>`;
  return contentHtml([], `<table><colgroup>${columns}</colgroup>${head}${body}</table>`);
}
