import { serialize, type Deck } from '@lectern/deck-format';
import { describe, expect, it, vi } from 'vitest';
import { SaveScheduler } from '../saving/save-scheduler';
import { deckOf, slide, text } from '../model/test-blocks';
import type { EditorSession } from './apply';
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

  it('sends undo and redo to a shared history while it has one, and to its own again after', () => {
    const store = new EditorStore(deckOf([['a']]), { width: 960, height: 700 });
    store.performAction(store.actionNamed('addText'), undefined);
    const taken: string[] = [];
    store.sharedHistory = {
      undo: { can: () => false, take: () => taken.push('undo') },
      redo: { can: () => true, take: () => taken.push('redo') },
    };
    expect(store.isEnabled('undo')).toBe(false);
    expect(store.isEnabled('redo')).toBe(true);
    store.performAction(store.actionNamed('undo'), undefined);
    store.performAction(store.actionNamed('redo'), undefined);
    expect(taken).toEqual(['undo', 'redo']);
    expect(store.state.deck.stacks[0]!.slides[0]!.blocks).toHaveLength(1);
    store.sharedHistory = null;
    store.performAction(store.actionNamed('undo'), undefined);
    expect(store.state.deck.stacks[0]!.slides[0]!.blocks).toHaveLength(0);
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

  it('holds each typed step, and a save scheduler following it saves them at Ctrl+S with one undo entry left', async () => {
    const store = new EditorStore(
      { stacks: [{ wrapper: null, slides: [slide('s1', [text('t')])] }] },
      {
        width: 960,
        height: 700,
      },
    );
    const save = vi.fn(async (_markup: string, version: number) => version + 1);
    const scheduler = new SaveScheduler<EditorSession, Deck>({
      source: store,
      content: (session) => session.history.present.deck,
      saveRequests: (session) => session.saveRequests,
      version: 4,
      serialize,
      save,
      isConflict: () => false,
      autosave: false,
      onStatus: () => {},
    });
    scheduler.start();
    for (const html of ['<p>H</p>', '<p>Hey</p>'])
      store.performAction(store.actionNamed('typeText'), { id: 't', change: { html } });
    store.performAction(store.actionNamed('saveNow'), undefined);
    await vi.waitFor(() => expect(scheduler.version).toBe(5));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toContain('<p>Hey</p>');
    expect(scheduler.version).toBe(5);
    store.performAction(store.actionNamed('updateBlock'), { id: 't', change: { html: '<p>Hey</p>' } });
    expect(store.getSnapshot().history.past).toHaveLength(1);
    scheduler.stop();
  });
});
