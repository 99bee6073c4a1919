import { describe, expect, it } from 'vitest';
import {
  dragColumnBorder,
  insertColumn,
  insertRow,
  removeColumn,
  removeRow,
  setCell,
  setColumnWidth,
  setHeaderRow,
} from './table-ops';

const table = {
  headerRow: true,
  columnWidths: [25, 25, 50],
  rows: [
    ['A', 'B', 'C'],
    ['1', '2', '3'],
  ],
};
const total = (widths: readonly number[]) => Math.round(widths.reduce((sum, width) => sum + width, 0) * 1000) / 1000;

describe('rows', () => {
  it('inserts empty rows below the header row, and anywhere after it', () => {
    expect(insertRow(table, 0).rows).toEqual([
      ['A', 'B', 'C'],
      ['', '', ''],
      ['1', '2', '3'],
    ]);
    expect(insertRow(table, 2).rows.at(-1)).toEqual(['', '', '']);
    expect(insertRow({ ...table, headerRow: false }, 0).rows[0]).toEqual(['', '', '']);
  });

  it('removes a row but never the last one; removing the header row leaves none', () => {
    expect(removeRow(table, 1).rows).toEqual([['A', 'B', 'C']]);
    expect(removeRow(table, 0)).toMatchObject({ headerRow: false, rows: [['1', '2', '3']] });
    const single = removeRow(table, 1);
    expect(removeRow(single, 0)).toBe(single);
  });

  it('lets a table of a set height grow and shrink with its rows once one is added or removed', () => {
    const tall = { ...table, height: 400 };
    expect(insertRow(tall, 2).height).toBe('auto');
    expect(removeRow(tall, 1).height).toBe('auto');
    expect(insertColumn(tall, 1).height).toBe(400);
    expect('height' in insertRow(table, 2)).toBe(false);
  });
});

describe('columns', () => {
  it('inserts an empty column and the widths still fill the table', () => {
    const wider = insertColumn(table, 1);
    expect(wider.rows).toEqual([
      ['A', '', 'B', 'C'],
      ['1', '', '2', '3'],
    ]);
    expect(wider.columnWidths).toHaveLength(4);
    expect(total(wider.columnWidths)).toBe(100);
    expect(wider.columnWidths[1]).toBe(25);
  });

  it('removes a column, never the last, and the others share its width', () => {
    const narrower = removeColumn(table, 2);
    expect(narrower.rows).toEqual([
      ['A', 'B'],
      ['1', '2'],
    ]);
    expect(narrower.columnWidths).toEqual([50, 50]);
    const one = removeColumn(narrower, 0);
    expect(removeColumn(one, 0)).toBe(one);
  });
});

describe('widths', () => {
  it('gives or takes the difference from the next column, clamped and rounded', () => {
    expect(setColumnWidth(table, 0, 30).columnWidths).toEqual([30, 20, 50]);
    expect(setColumnWidth(table, 0, 33.333).columnWidths).toEqual([33.3, 16.7, 50]);
    expect(setColumnWidth(table, 0, 90).columnWidths).toEqual([45, 5, 50]);
    expect(setColumnWidth(table, 0, -10).columnWidths).toEqual([5, 45, 50]);
    expect(setColumnWidth(table, 2, 60).columnWidths).toEqual([25, 15, 60]);
  });

  it('drags a border between two columns; the table keeps its width', () => {
    const dragged = dragColumnBorder(table, 1, 10);
    expect(dragged.columnWidths).toEqual([25, 35, 40]);
    expect(total(dragged.columnWidths)).toBe(100);
    expect(dragColumnBorder(table, 2, 10)).toBe(table);
  });
});

describe('cells and the header row', () => {
  it('sets one cell', () => {
    expect(setCell(table, 1, 2, '<strong>x</strong>').rows[1]).toEqual(['1', '2', '<strong>x</strong>']);
    expect(setCell(table, 5, 0, 'x')).toBe(table);
  });

  it('turns the header row off and on', () => {
    expect(setHeaderRow(table, false)).toMatchObject({ headerRow: false, rows: table.rows });
  });
});
