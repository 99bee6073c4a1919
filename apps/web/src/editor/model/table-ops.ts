import type { TableBlock } from '@lectern/deck-format';
import { clampRange, type RangeSpec } from '../../forms/range-value';

// Editing a table block: rows and columns, the header row, cells and column widths. Each
// returns a new block; a table keeps at least one row and one column. A table block is as tall
// as its rows: adding or removing one makes a block of a set height grow with them from then on.

/** A column is at least 5 % of the table; widths keep one decimal. */
export const COLUMN_WIDTH: RangeSpec = { min: 5, max: 95, decimals: 1 };

type Table = Pick<TableBlock, 'rows' | 'columnWidths' | 'headerRow'> & Partial<Pick<TableBlock, 'height'>>;

const withRows = <T extends Table>(table: T, rows: Table['rows'], headerRow = table.headerRow): T =>
  ({ ...table, rows, headerRow, ...(table.height === undefined ? {} : { height: 'auto' }) }) as T;

/** Widths scaled to add up to 100, each to one decimal; the last takes what rounding leaves. */
function normalised(widths: readonly number[]): number[] {
  const total = widths.reduce((sum, width) => sum + width, 0) || 1;
  const scaled = widths.map((width) => Math.round((width / total) * 1000) / 10);
  const rest = Math.round((100 - scaled.slice(0, -1).reduce((sum, width) => sum + width, 0)) * 10) / 10;
  return [...scaled.slice(0, -1), rest];
}

/** A row of empty cells inserted before `index` (at the end when `index` is the row count). */
export function insertRow<T extends Table>(table: T, index: number): T {
  const at = Math.max(table.headerRow ? 1 : 0, Math.min(index, table.rows.length));
  const row = table.columnWidths.map(() => '');
  return withRows(table, [...table.rows.slice(0, at), row, ...table.rows.slice(at)]);
}

export function removeRow<T extends Table>(table: T, index: number): T {
  if (table.rows.length <= 1 || index < 0 || index >= table.rows.length) return table;
  const rows = table.rows.filter((_, row) => row !== index);
  return withRows(table, rows, table.headerRow && index !== 0);
}

/** An empty column inserted before `index`, as wide as the average; the others give it room. */
export function insertColumn<T extends Table>(table: T, index: number): T {
  const at = Math.max(0, Math.min(index, table.columnWidths.length));
  const share = 100 / (table.columnWidths.length + 1);
  const widths = [...table.columnWidths.slice(0, at), share * (100 / (100 - share)), ...table.columnWidths.slice(at)];
  return {
    ...table,
    columnWidths: normalised(widths),
    rows: table.rows.map((row) => [...row.slice(0, at), '', ...row.slice(at)]),
  };
}

export function removeColumn<T extends Table>(table: T, index: number): T {
  if (table.columnWidths.length <= 1 || index < 0 || index >= table.columnWidths.length) return table;
  return {
    ...table,
    columnWidths: normalised(table.columnWidths.filter((_, column) => column !== index)),
    rows: table.rows.map((row) => row.filter((_, column) => column !== index)),
  };
}

/** Turns the header row on (the first row becomes it) or off (it becomes an ordinary row). */
export function setHeaderRow<T extends Table>(table: T, headerRow: boolean): T {
  return { ...table, headerRow };
}

export function setCell<T extends Table>(table: T, row: number, column: number, html: string): T {
  if (table.rows[row]?.[column] === undefined || table.rows[row][column] === html) return table;
  return {
    ...table,
    rows: table.rows.map((cells, r) => (r === row ? cells.map((cell, c) => (c === column ? html : cell)) : cells)),
  };
}

/**
 * Column `index` set to `width` percent (clamped and rounded as a range input): the column after
 * it (before it, for the last) gives or takes the difference, so the table keeps its width.
 */
export function setColumnWidth<T extends Table>(table: T, index: number, width: number): T {
  const widths = [...table.columnWidths];
  const neighbour = index < widths.length - 1 ? index + 1 : index - 1;
  if (widths[index] === undefined || widths[neighbour] === undefined) return table;
  const pair = widths[index] + widths[neighbour];
  const next = clampRange(Math.min(width, pair - COLUMN_WIDTH.min), {
    ...COLUMN_WIDTH,
    max: Math.max(COLUMN_WIDTH.min, pair - COLUMN_WIDTH.min),
  });
  widths[index] = next;
  widths[neighbour] = Math.round((pair - next) * 1000) / 1000;
  return { ...table, columnWidths: widths };
}

/** Column widths after dragging the border after column `index` by `dx` percent of the table. */
export function dragColumnBorder<T extends Table>(table: T, index: number, dx: number): T {
  const width = table.columnWidths[index];
  if (width === undefined || index >= table.columnWidths.length - 1) return table;
  return setColumnWidth(table, index, width + dx);
}
