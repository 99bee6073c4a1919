import { describe, expect, it } from 'vitest';
import type { Block } from '@lectern/deck-format';
import { shape, text } from '../model/test-blocks';
import { blockAfter, blockLabel, focusOrder, selectionAnnouncement, textOf } from './block-focus';

const at = (block: Block, x: number, y: number): Block => ({ ...block, x, y });

describe('the focus order of a slide', () => {
  // Drawn back to front: c, a, b; read top to bottom, left to right: a, b, c.
  const blocks = [at(shape('c'), 0, 400), at(shape('a'), 300, 20), at(shape('b'), 600, 24)];

  it('reads top to bottom, then left to right within a row', () => {
    expect(focusOrder(blocks).map((b) => b.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the drawing order as it is', () => {
    focusOrder(blocks);
    expect(blocks.map((b) => b.id)).toEqual(['c', 'a', 'b']);
  });

  it('moves forward and back, and leaves the slide past either end', () => {
    expect(blockAfter(blocks, 'a', 1)).toBe('b');
    expect(blockAfter(blocks, 'b', 1)).toBe('c');
    expect(blockAfter(blocks, 'c', 1)).toBeNull();
    expect(blockAfter(blocks, 'b', -1)).toBe('a');
    expect(blockAfter(blocks, 'a', -1)).toBeNull();
  });

  it('starts at the first block (or the last, backwards) when none has the focus', () => {
    expect(blockAfter(blocks, undefined, 1)).toBe('a');
    expect(blockAfter(blocks, undefined, -1)).toBe('c');
    expect(blockAfter([], undefined, 1)).toBeNull();
  });
});

describe('what a block is called', () => {
  it('names text by its words, shapes by their kind', () => {
    expect(blockLabel(text('t', '<h1>Hello &amp; <em>welcome</em></h1><p>to all</p>'))).toBe(
      'Text: Hello & welcome to all',
    );
    expect(blockLabel(text('t', '<p></p>'))).toBe('Text: empty');
    expect(blockLabel({ ...shape('s'), shape: 'circle' })).toBe('Shape: Circle');
  });

  it('cuts long text', () => {
    expect(textOf(`<p>${'word '.repeat(20)}</p>`, 12)).toBe('word word w…');
  });

  it('announces the selection with the block and its place', () => {
    const blocks = [at(text('t', '<p>Title</p>'), 10, 10), at(shape('s'), 10, 300)];
    expect(selectionAnnouncement(blocks, ['s'])).toBe('Shape: Rectangle, selected, 2 of 2');
    expect(selectionAnnouncement(blocks, ['s', 't'])).toBe('2 blocks selected');
    expect(selectionAnnouncement(blocks, [])).toBe('No block selected');
  });
});
