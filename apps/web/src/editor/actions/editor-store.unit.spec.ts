import { describe, expect, it } from 'vitest';
import { deckOf } from '../model/test-blocks';
import { EditorStore } from './editor-store';

describe('the editor store', () => {
  it('opens on the slide an editor link names, or the nearest one', () => {
    const deck = deckOf([['a'], ['b', 'c']]);
    expect(new EditorStore(deck, { width: 960, height: 700 }, { h: 1, v: 1 }).state.current).toEqual({ h: 1, v: 1 });
    expect(new EditorStore(deck, { width: 960, height: 700 }, { h: 9, v: 9 }).state.current).toEqual({ h: 1, v: 1 });
  });

  it('tells its subscribers about every change and gives fresh ids unique in the deck', () => {
    const store = new EditorStore(deckOf([['a']]), { width: 960, height: 700 });
    let changes = 0;
    store.subscribe(() => changes++);
    store.performAction(store.actionNamed('addText'), undefined);
    store.performAction(store.actionNamed('addText'), undefined);
    const ids = store.state.deck.stacks[0]!.slides[0]!.blocks.map((b) => b.id);
    expect(changes).toBe(2);
    expect(new Set([...ids, 'a']).size).toBe(3);
    expect(store.isEnabled('undo')).toBe(true);
    expect(store.isEnabled('redo')).toBe(false);
  });

  it('inserts a snippet as a selected text block, or into the text block it wraps, as one undo step each', () => {
    const store = new EditorStore(deckOf([['a']]), { width: 960, height: 700 });
    const blocks = () => store.state.deck.stacks[0]!.slides[0]!.blocks;
    const added = store.performAction(store.actionNamed('insertSnippet'), { html: '<h2>Hi</h2>', into: null });
    const block = blocks()[0]!;
    expect(block).toMatchObject({ type: 'text', html: '<h2>Hi</h2>' });
    expect(store.state.selection).toEqual([block.id]);
    // Selected, not opened for typing: the text editor would rewrite markup it does not know.
    expect(added.then).toEqual({ kind: 'focus', id: block.id });
    store.performAction(store.actionNamed('insertSnippet'), {
      html: '<div class="box"><h2>Hi</h2></div>',
      into: block.id,
    });
    expect(blocks()).toHaveLength(1);
    expect(blocks()[0]).toMatchObject({ html: '<div class="box"><h2>Hi</h2></div>' });
    store.performAction(store.actionNamed('undo'), undefined);
    expect(blocks()[0]).toMatchObject({ html: '<h2>Hi</h2>' });
  });
});
