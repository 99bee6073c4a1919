import { parse, serialize, type Block, type Deck } from '@lectern/deck-format';
import { deckArbitrary } from '@lectern/deck-format/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyDeck, deckFromDoc } from './deck-doc.js';
import { shapeBlock, textBlock } from './testing/blocks.js';
import { typeInBlock } from './testing/typing.js';

const deckOf = (...slides: [id: string, blocks: Block[]][]): Deck => ({
  stacks: slides.map(([id, blocks]) => ({
    wrapper: null,
    slides: [{ id, attributes: [], notes: null, blocks, foreignHtml: '' }],
  })),
});
const slideIds = (doc: Y.Doc) => deckFromDoc(doc).stacks.flatMap((stack) => stack.slides.map((slide) => slide.id));
const blockOf = (doc: Y.Doc, slideId: string, blockId: string) =>
  deckFromDoc(doc)
    .stacks.flatMap((stack) => stack.slides)
    .find((slide) => slide.id === slideId)
    ?.blocks.find((block) => block.id === blockId);

/** Two people's copies of one document made by a server, and a way to exchange what each misses. */
function twoPeople(deck: Deck) {
  const server = new Y.Doc();
  applyDeck(server, deck);
  const [a, b] = [new Y.Doc(), new Y.Doc()];
  for (const doc of [a, b]) Y.applyUpdate(doc, Y.encodeStateAsUpdate(server));
  const sync = () => {
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)), 'remote');
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)), 'remote');
  };
  return { a, b, sync };
}

describe('a deck in a document', () => {
  it('reads back every deck applied to an empty document', () => {
    fc.assert(
      fc.property(deckArbitrary, (deck) => {
        const doc = new Y.Doc();
        applyDeck(doc, deck);
        expect(deckFromDoc(doc)).toEqual(deck);
      }),
      { numRuns: 100 },
    );
  });

  it('holds the second of two decks applied one after the other', () => {
    fc.assert(
      fc.property(deckArbitrary, deckArbitrary, (first, second) => {
        const doc = new Y.Doc();
        applyDeck(doc, first);
        applyDeck(doc, second);
        expect(deckFromDoc(doc)).toEqual(second);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the place of a block whose kind changed', () => {
    const doc = new Y.Doc();
    applyDeck(doc, deckOf(['s1', [textBlock('b0', '<p>First</p>'), textBlock('b1', '<p>Second</p>')]]));
    // b1 is made anew as a shape: it stays after b0.
    const second = deckOf(['s1', [textBlock('b0', '<p>First</p>'), shapeBlock('b1')]]);
    applyDeck(doc, second);
    expect(deckFromDoc(doc)).toEqual(second);
  });

  it('makes no update when the deck it holds is applied again', () => {
    const deck = parse('<section data-id="s1" data-transition="fade"><aside class="notes">Hi</aside></section>');
    const doc = new Y.Doc();
    applyDeck(doc, deck);
    let updates = 0;
    doc.on('update', () => (updates += 1));
    applyDeck(doc, deckFromDoc(doc));
    expect(updates).toBe(0);
  });

  it('holds editor text as rich text the text binding edits, and other markup as one value', () => {
    const doc = new Y.Doc();
    const editorText = '<h2 style="text-align:center">Title</h2><ul><li><p>One <strong>bold</strong></p></li></ul>';
    applyDeck(doc, deckOf(['s1', [textBlock('rich', editorText), textBlock('other', '<div class="x">Kept</div>')]]));
    const blocks = (doc.getMap('slides').get('s1') as Y.Map<unknown>).get('blocks') as Y.Map<Y.Map<unknown>>;
    expect(blocks.get('rich')!.get('text')).toBeInstanceOf(Y.XmlFragment);
    expect(blocks.get('other')!.get('text')).toBeUndefined();
    expect(blocks.get('other')!.get('f:html')).toBe('<div class="x">Kept</div>');
    expect(blockOf(doc, 's1', 'rich')).toMatchObject({ html: editorText });
  });
});

describe('people editing at once', () => {
  it('keeps what two people type into one text block at the same time', () => {
    const { a, b, sync } = twoPeople(deckOf(['s1', [textBlock('t1', '<p>Hello</p>')]]));
    typeInBlock(a, 's1', 't1', { at: 0, insert: 'Ann: ' });
    typeInBlock(b, 's1', 't1', { at: 5, insert: ' world' });
    sync();
    for (const doc of [a, b]) expect(blockOf(doc, 's1', 't1')).toMatchObject({ html: '<p>Ann: Hello world</p>' });
  });

  it('keeps one person moving a shape and another recolouring it', () => {
    const { a, b, sync } = twoPeople(deckOf(['s1', [shapeBlock('r1')]]));
    applyDeck(a, deckOf(['s1', [{ ...shapeBlock('r1'), x: 300 }]]));
    applyDeck(b, deckOf(['s1', [{ ...shapeBlock('r1'), fill: '#f00' } as Block]]));
    sync();
    for (const doc of [a, b]) expect(blockOf(doc, 's1', 'r1')).toMatchObject({ x: 300, fill: '#f00' });
  });

  it('puts a block moved by two people at once in one place, the same for both', () => {
    const { a, b, sync } = twoPeople(deckOf(['s1', [shapeBlock('r1')]]));
    applyDeck(a, deckOf(['s1', [{ ...shapeBlock('r1'), x: 300, y: 20 }]]));
    applyDeck(b, deckOf(['s1', [{ ...shapeBlock('r1'), x: 5, y: 400 }]]));
    sync();
    const placeA = blockOf(a, 's1', 'r1');
    expect(blockOf(b, 's1', 'r1')).toEqual(placeA);
    expect([
      [300, 20],
      [5, 400],
    ]).toContainEqual([placeA?.x, placeA?.y]);
  });

  it('shows a slide moved to both ends at once in one place, once', () => {
    const start = deckOf(['s1', []], ['s2', []], ['s3', []]);
    const { a, b, sync } = twoPeople(start);
    applyDeck(a, { stacks: [start.stacks[1]!, start.stacks[2]!, start.stacks[0]!] });
    applyDeck(b, { stacks: [start.stacks[1]!, start.stacks[0]!, start.stacks[2]!] });
    sync();
    expect(slideIds(a)).toEqual(slideIds(b));
    expect([...slideIds(a)].sort()).toEqual(['s1', 's2', 's3']);
  });

  it('deletes a slide for everyone while keeping what was typed in it, which the deleter’s undo brings back', () => {
    const { a, b, sync } = twoPeople(deckOf(['s1', [textBlock('t1', '<p>Draft</p>')]], ['s2', []]));
    const deleterUndo = new Y.UndoManager([a.getMap('stacks'), a.getMap('slides')], {
      trackedOrigins: new Set(['ann']),
    });
    applyDeck(a, deckOf(['s2', []]), 'ann');
    typeInBlock(b, 's1', 't1', { at: 5, insert: ' kept' });
    sync();
    expect(slideIds(a)).toEqual(['s2']);
    expect(slideIds(b)).toEqual(['s2']);

    deleterUndo.undo();
    sync();
    for (const doc of [a, b]) {
      expect(slideIds(doc)).toEqual(['s1', 's2']);
      expect(blockOf(doc, 's1', 't1')).toMatchObject({ html: '<p>Draft kept</p>' });
    }
  });

  it('undoes one’s own typing only', () => {
    const { a, b, sync } = twoPeople(deckOf(['s1', [textBlock('t1', '<p>Hi</p>')]]));
    const annUndo = new Y.UndoManager([a.getMap('slides')], { trackedOrigins: new Set(['ann']) });
    typeInBlock(a, 's1', 't1', { at: 2, insert: ' Ann' }, 'ann');
    sync();
    typeInBlock(b, 's1', 't1', { at: 0, insert: 'Bob: ' });
    sync();
    annUndo.undo();
    sync();
    for (const doc of [a, b]) expect(blockOf(doc, 's1', 't1')).toMatchObject({ html: '<p>Bob: Hi</p>' });
  });

  it('writes the same markup from every copy', () => {
    const { a, b, sync } = twoPeople(deckOf(['s1', [textBlock('t1', '<p>Hi</p>'), shapeBlock('r1')]]));
    applyDeck(a, deckOf(['s1', [shapeBlock('r1'), textBlock('t1', '<p>Hi</p>')]]));
    typeInBlock(b, 's1', 't1', { at: 0, insert: '!' });
    sync();
    expect(serialize(deckFromDoc(a))).toBe(serialize(deckFromDoc(b)));
  });
});
