import { blockHtml, type Block, type BlockBase } from '@lectern/deck-format';

const base = (
  id: string,
  x: number,
  y: number,
  width: number,
  height: number | 'auto',
): BlockBase & {
  height: number | 'auto';
} => ({ id, x, y, width, height, rotation: 0, extraAttributes: [], extraStyle: '' });

const text = (id: string, html: string, y = 120, height: number | 'auto' = 'auto'): Block => ({
  ...base(id, 80, y, 800, height),
  type: 'text',
  html,
  placeholderTag: null,
});

const section = (id: string, blocks: Block[], extra = '', notes = '') =>
  `<section data-id="${id}"${extra}>${blocks.map(blockHtml).join('')}${notes ? `<aside class="notes">${notes}</aside>` : ''}</section>`;

/** Six slides; the third has two fragments, the fourth a speaker note. */
export const EXPORT_DECK_MARKUP = [
  section('s1', [text('t', '<h1>Opening title Alpha</h1>')]),
  section('s2', [text('t', '<p>Second slide body</p>')]),
  section('s3', [
    text('t', '<p>Steps ahead</p>'),
    text('f1', '<p class="fragment">First step</p>', 240),
    text('f2', '<p class="fragment">Second step</p>', 360),
  ]),
  section('s4', [text('t', '<p>Noted slide</p>')], '', 'Remember the quarterly figures'),
  section('s5', [text('t', '<p>Fifth slide</p>')]),
  section('s6', [text('t', '<h2>Closing words Omega</h2>')]),
].join('');

/**
 * A deck with one of each kind of block PowerPoint is written from: styled text runs and a
 * list, a shape, a line, a picture (`picture`, a media address), a table, code, a formula,
 * speaker notes, a coloured background and fragments.
 */
export function richDeckMarkup(picture: string): string {
  const blocks: Block[] = [
    text(
      'runs',
      '<h2>Runs of <strong>bold</strong>, <em>italic</em> and <span style="color:#dc2626">red</span> words</h2><ul><li>First point</li><li>Second point</li></ul>',
      40,
    ),
    {
      ...base('shape', 80, 330, 200, 120),
      type: 'shape',
      shape: 'rect',
      fill: '#2563eb',
      stroke: '#1e3a8a',
      strokeWidth: 4,
      cornerRadius: 12,
    },
    {
      ...base('line', 320, 330, 200, 120),
      type: 'line',
      x1: 0,
      y1: 120,
      x2: 200,
      y2: 0,
      color: '#16a34a',
      lineWidth: 4,
      startHead: 'none',
      endHead: 'arrow',
    },
    {
      ...base('picture', 560, 330, 320, 200),
      type: 'image',
      src: picture,
      mediaId: null,
      alt: 'Sunset picture',
      crop: null,
    },
  ];
  const table: Block = {
    ...base('table', 80, 80, 600, 'auto'),
    type: 'table',
    headerRow: true,
    columnWidths: [40, 60],
    rows: [
      ['Quarter', 'Revenue'],
      ['First', '<strong>Twelve</strong>'],
      ['Second', 'Fifteen'],
    ],
  };
  const code: Block = {
    ...base('code', 80, 300, 600, 160),
    type: 'code',
    language: 'javascript',
    code: 'const answer = 42;\nconsole.log(answer);',
    lineNumbers: null,
  };
  const math: Block = { ...base('math', 80, 500, 600, 120), type: 'math', latex: 'E = mc^2', display: true };
  return [
    section('r1', [text('t', '<h1>Opening title Alpha</h1><p>A <a href="https://example.com/">linked</a> word</p>')]),
    section('r2', blocks, ' data-background-color="#fef3c7"', 'Point at the picture'),
    section('r3', [table, code, math]),
    section('r4', [text('t', '<p>Steps</p>'), text('f', '<p class="fragment">Later step</p>', 240)]),
    section('r5', [text('t', '<h2>Closing words Omega</h2>')]),
  ].join('');
}
