import type { CodeBlock, MathBlock, TableBlock } from '@lectern/deck-format';
import type { SlideSize } from './new-content';

// New table, code and math blocks, in the middle of a slide of the deck's size.

/** About the height of a new table's three rows, to centre it on the slide. */
const TABLE_HEIGHT = 130;

const placed = (size: SlideSize, width: number, height: number) => ({
  rotation: 0,
  extraAttributes: [],
  extraStyle: '',
  x: Math.round((size.width - width) / 2),
  y: Math.round((size.height - height) / 2),
  width,
  height,
});

/** Three columns of equal width, a header row and two rows, cells empty; as tall as its rows. */
export function tableBlock(id: string, size: SlideSize): TableBlock {
  const width = Math.min(size.width - 40, 600);
  return {
    ...placed(size, width, TABLE_HEIGHT),
    height: 'auto',
    type: 'table',
    id,
    headerRow: true,
    columnWidths: [33.333, 33.333, 33.334],
    rows: [
      ['Heading', 'Heading', 'Heading'],
      ['', '', ''],
      ['', '', ''],
    ],
  };
}

export function codeBlock(id: string, size: SlideSize): CodeBlock {
  return {
    ...placed(size, Math.min(size.width - 40, 640), 300),
    type: 'code',
    id,
    language: 'javascript',
    code: "function greet(name) {\n  return `Hello, ${name}!`;\n}\n\nconsole.log(greet('world'));",
    lineNumbers: '',
  };
}

export function mathBlock(id: string, size: SlideSize): MathBlock {
  return {
    ...placed(size, Math.min(size.width - 40, 500), 120),
    type: 'math',
    id,
    latex: 'e^{i\\pi} + 1 = 0',
    display: true,
  };
}
