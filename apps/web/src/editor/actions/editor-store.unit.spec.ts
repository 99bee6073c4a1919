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
});
