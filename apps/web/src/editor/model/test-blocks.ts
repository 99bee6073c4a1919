import type { Block, Deck, ShapeBlock, Slide, TextBlock } from '@lectern/deck-format';

// Small builders for the editor's unit tests.

export const shape = (id: string, x = 0, y = 0, width = 100, height = 100): ShapeBlock => ({
  type: 'shape',
  id,
  x,
  y,
  width,
  height,
  rotation: 0,
  extraAttributes: [],
  extraStyle: '',
  shape: 'rect',
  fill: '#000000',
  stroke: 'transparent',
  strokeWidth: 0,
  cornerRadius: 0,
});

export const text = (id: string, html = '<p>Hi</p>'): TextBlock => ({
  type: 'text',
  id,
  x: 10,
  y: 10,
  width: 300,
  height: 'auto',
  rotation: 0,
  extraAttributes: [],
  extraStyle: '',
  html,
  placeholderTag: null,
});

export const slide = (id: string, blocks: readonly Block[] = []): Slide => ({
  id,
  attributes: [],
  notes: null,
  blocks,
  foreignHtml: '',
});

/** A deck from a layout such as [['a'], ['b', 'c']]: stacks of slide ids. */
export const deckOf = (layout: readonly (readonly string[])[]): Deck => ({
  stacks: layout.map((ids) => ({ wrapper: ids.length > 1 ? [] : null, slides: ids.map((id) => slide(id)) })),
});

export const layoutOf = (deck: Deck) => deck.stacks.map((stack) => stack.slides.map((s) => s.id));

/** Ids counting up from 'n1', for predictable results. */
export function counter(prefix = 'n'): () => string {
  let next = 0;
  return () => `${prefix}${++next}`;
}
