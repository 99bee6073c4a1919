import type { Block, Deck, TextBlock } from '@lectern/deck-format';

const placed = { rotation: 0, extraAttributes: [], extraStyle: '' } as const;

/** A text block at the top left, growing with its text. */
export const textBlock = (id: string, html: string): TextBlock => ({
  ...placed,
  type: 'text',
  id,
  html,
  placeholderTag: null,
  x: 10,
  y: 10,
  width: 400,
  height: 'auto',
});

/** A small grey square. */
export const shapeBlock = (id: string): Block => ({
  ...placed,
  type: 'shape',
  id,
  shape: 'rect',
  fill: '#888',
  stroke: 'transparent',
  strokeWidth: 0,
  cornerRadius: 0,
  x: 100,
  y: 100,
  width: 50,
  height: 50,
});

/** A deck of one slide, `s1`, holding one text block, `t1`. */
export const oneTextBlockDeck = (html: string): Deck => ({
  stacks: [
    {
      wrapper: null,
      slides: [{ id: 's1', attributes: [], notes: null, blocks: [textBlock('t1', html)], foreignHtml: '' }],
    },
  ],
});
