import { PASTE_OFFSET, type Block } from '@lectern/deck-format';
import { describe, expect, it } from 'vitest';
import type { EditorState } from '../model/editor-state';
import { counter, deckOf, layoutOf, shape, slide, text } from '../model/test-blocks';
import type { Action, KeyInput } from './action';
import { applyAction, startSession, type EditorSession } from './apply';
import {
  actionForKey,
  actions,
  keyWorksHere,
  menuActions,
  shortcutList,
  type ActionName,
  type PayloadOf,
} from './registry';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

const context = { size: { width: 960, height: 700 }, measured: new Map<string, number>(), nextId: counter() };

function sessionWith(
  blocks: readonly Block[] = [shape('a', 10, 10), shape('b', 200, 10)],
  selection: string[] = [],
): EditorSession {
  const state: EditorState = {
    deck: { stacks: [{ wrapper: null, slides: [slide('s1', blocks)] }] },
    current: { h: 0, v: 0 },
    selection,
  };
  return startSession(state);
}

function perform<N extends ActionName>(session: EditorSession, name: N, payload?: PayloadOf<N>) {
  return applyAction(session, actions[name] as Action<unknown>, payload, context);
}

const blocksOf = (session: EditorSession) => session.history.present.deck.stacks[0]!.slides[0]!.blocks;

describe('the keyboard', () => {
  it.each([
    [key('z', { ctrlKey: true }), 'undo'],
    [key('z', { metaKey: true }), 'undo'],
    [key('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [key('y', { ctrlKey: true }), 'redo'],
    [key('c', { metaKey: true }), 'copy'],
    [key('x', { ctrlKey: true }), 'cut'],
    [key('v', { ctrlKey: true }), 'paste'],
    [key('d', { ctrlKey: true }), 'duplicate'],
    [key('Delete'), 'deleteBlocks'],
    [key('Backspace'), 'deleteBlocks'],
    [key('g', { ctrlKey: true }), 'group'],
    [key('G', { ctrlKey: true, shiftKey: true }), 'ungroup'],
    [key('Escape'), 'deselect'],
    [key('s', { ctrlKey: true }), 'saveNow'],
    [key('ArrowLeft'), 'nudge'],
    [key('ArrowUp', { ctrlKey: true, shiftKey: true }), 'bringToFront'],
    [key('ArrowDown', { metaKey: true, shiftKey: true }), 'sendToBack'],
    [key('ArrowUp', { ctrlKey: true }), 'bringForward'],
    [key('ArrowDown', { ctrlKey: true }), 'sendBackward'],
    [key('Tab'), 'nextBlock'],
    [key('Tab', { shiftKey: true }), 'previousBlock'],
    [key('Enter'), 'editText'],
    [key('F2'), 'editText'],
    [key('?', { shiftKey: true }), 'showShortcuts'],
  ])('%o performs %s', (input, name) => {
    expect(actionForKey(input)?.action.name).toBe(name);
  });

  it('moves by 1 px with an arrow and by 10 with Shift', () => {
    expect(actionForKey(key('ArrowRight'))?.payload).toEqual({ dx: 1, dy: 0 });
    expect(actionForKey(key('ArrowUp', { shiftKey: true }))?.payload).toEqual({ dx: 0, dy: -10 });
    expect(actionForKey(key('q'))).toBeNull();
  });
});

describe('the keyboard on the slide', () => {
  const slideBlocks = [shape('a', 10, 10), shape('b', 200, 10), text('t')];

  it('moves the selection from block to block in reading order and asks for the focus to follow', () => {
    const { session, result } = perform(sessionWith(slideBlocks, ['a']), 'nextBlock');
    expect(session.history.present.selection).toEqual(['t']);
    expect(result.then).toEqual({ kind: 'focus', id: 't' });
    expect(perform(session, 'previousBlock').session.history.present.selection).toEqual(['a']);
  });

  it('lets Tab leave the slide after the last block', () => {
    const session = sessionWith(slideBlocks, ['b']);
    expect(perform(session, 'nextBlock').session).toBe(session);
  });

  it('only works on a block of the slide, and lists its keys in the shortcut help', () => {
    expect(keyWorksHere(actions.nextBlock as Action<unknown>, false)).toBe(false);
    expect(keyWorksHere(actions.nextBlock as Action<unknown>, true)).toBe(true);
    expect(keyWorksHere(actions.undo as Action<unknown>, false)).toBe(true);
    const help = shortcutList();
    expect(help).toContainEqual({ name: 'editText', label: 'Edit text', keys: 'Enter or F2' });
    expect(help).toContainEqual({ name: 'nudge', label: 'Move (Shift: 10 px)', keys: 'Arrow keys' });
    expect(help.map((entry) => entry.name)).not.toContain('select');
  });

  it('edits the one selected text block, and nothing else', () => {
    expect(perform(sessionWith(slideBlocks, ['t']), 'editText').result.then).toEqual({ kind: 'edit', id: 't' });
    expect(perform(sessionWith(slideBlocks, ['a']), 'editText').result.then).toBeUndefined();
    expect(perform(sessionWith(slideBlocks, ['t', 'a']), 'editText').result.then).toBeUndefined();
  });

  it('starts a new text block in editing and puts the focus on other new blocks', () => {
    expect(perform(sessionWith(), 'addText').result.then?.kind).toBe('edit');
    expect(perform(sessionWith(), 'addShape', 'circle').result.then?.kind).toBe('focus');
    expect(perform(sessionWith(undefined, ['a']), 'duplicate').result.then?.kind).toBe('focus');
  });

  it("opens the shortcut help on '?'", () => {
    expect(perform(sessionWith(), 'showShortcuts').result.then).toEqual({ kind: 'shortcuts' });
  });
});

describe('performing actions', () => {
  it('records changes for undo and redo, and leaves selection changes out of the history', () => {
    let session = perform(sessionWith(), 'select', ['a']).session;
    expect(session.history.past).toHaveLength(0);
    session = perform(session, 'nudge', { dx: 10, dy: 0 }).session;
    session = perform(session, 'deleteBlocks').session;
    expect(blocksOf(session).map((b) => b.id)).toEqual(['b']);
    session = perform(session, 'undo').session;
    expect(blocksOf(session).map((b) => [b.id, b.x])).toEqual([
      ['a', 20],
      ['b', 200],
    ]);
    session = perform(session, 'undo').session;
    expect(blocksOf(session)[0]!.x).toBe(10);
    session = perform(session, 'redo').session;
    expect(blocksOf(session)[0]!.x).toBe(20);
  });

  it('does nothing when an action is disabled', () => {
    const session = sessionWith();
    expect(perform(session, 'deleteBlocks').session).toBe(session);
    expect(perform(session, 'undo').session).toBe(session);
    expect(perform(session, 'paste').session).toBe(session);
  });

  it('copies, pastes one offset further each time, and cuts', () => {
    let session = perform(sessionWith(undefined, ['a']), 'copy').session;
    session = perform(session, 'paste').session;
    session = perform(session, 'paste').session;
    expect(blocksOf(session).map((b) => b.x)).toEqual([10, 200, 10 + PASTE_OFFSET, 10 + 2 * PASTE_OFFSET]);
    session = perform(perform(session, 'select', ['b']).session, 'cut').session;
    expect(blocksOf(session)).toHaveLength(3);
    expect(session.clipboard?.blocks.map((b) => b.id)).toEqual(['b']);
  });

  it("refuses to delete the last slide with the spec's message", () => {
    const { session, result } = perform(sessionWith(), 'deleteSlide');
    expect(result.notice).toEqual({ message: "You can't delete all slides in the deck.", type: 'negative' });
    expect(session.history.past).toHaveLength(0);
  });

  it('says so when a slide is duplicated, hidden or shown', () => {
    const duplicated = perform(sessionWith(), 'duplicateSlide');
    expect(duplicated.result.notice?.message).toBe('Duplicated slide');
    const hidden = perform(duplicated.session, 'toggleHidden');
    expect(hidden.result.notice?.message).toBe('Slide is now hidden');
    expect(perform(hidden.session, 'toggleHidden').result.notice?.message).toBe('Slide is now visible');
  });

  it('adds slides right and below, moves them, and writes notes, each undoable', () => {
    const start = startSession({ deck: deckOf([['a']]), current: { h: 0, v: 0 }, selection: [] });
    let session = perform(start, 'addSlideBelow').session;
    session = perform(session, 'addSlideRight').session;
    const layout = layoutOf(session.history.present.deck);
    expect(layout.map((stack) => stack.length)).toEqual([2, 1]);
    session = perform(session, 'moveSlide', {
      slideId: layout[1]![0]!,
      targetId: 'a',
      placement: 'stack-before',
    }).session;
    expect(layoutOf(session.history.present.deck)[1]).toEqual(layout[0]);
    session = perform(session, 'setNotes', 'Remember the demo').session;
    expect(session.history.present.deck.stacks[0]!.slides[0]!.notes).toBe('Remember the demo');
    for (let i = 0; i < 4; i++) session = perform(session, 'undo').session;
    expect(layoutOf(session.history.present.deck)).toEqual([['a']]);
  });

  it('commits text to the slide it was typed on, even after another slide is shown', () => {
    let session = perform(sessionWith([text('t')]), 'addSlideRight').session;
    expect(session.history.present.current).toEqual({ h: 1, v: 0 });
    session = perform(session, 'updateBlock', { id: 't', change: { html: '<p>Kept</p>' }, slideId: 's1' }).session;
    const first = session.history.present.deck.stacks[0]!.slides[0]!.blocks[0]!;
    expect(first.type === 'text' && first.html).toBe('<p>Kept</p>');
    expect(session.history.present.current).toEqual({ h: 1, v: 0 });
  });

  it('makes one undo entry of an editing session whose text reached the deck while it was typed', () => {
    const htmlOf = (session: EditorSession) => {
      const block = blocksOf(session)[0]!;
      return block.type === 'text' ? block.html : null;
    };
    let session = perform(sessionWith([text('t')], ['t']), 'nudge', { dx: 1, dy: 0 }).session;
    const before = htmlOf(session);
    for (const html of ['<p>H</p>', '<p>Hel</p>', '<p>Hello</p>'])
      session = perform(session, 'typeText', { id: 't', change: { html } }).session;
    expect(htmlOf(session)).toBe('<p>Hello</p>');
    expect(session.history.past).toHaveLength(1);
    session = perform(session, 'updateBlock', { id: 't', change: { html: '<p>Hello!</p>' } }).session;
    expect(session.history.past).toHaveLength(2);
    session = perform(session, 'undo').session;
    expect(htmlOf(session)).toBe(before);
    expect(blocksOf(session)[0]!.x).toBe(blocksOf(sessionWith([text('t')]))[0]!.x + 1);
    session = perform(session, 'redo').session;
    expect(htmlOf(session)).toBe('<p>Hello!</p>');
  });

  it('records the end of an editing session even when its last draft already held the final text', () => {
    let session = perform(sessionWith([text('t')], ['t']), 'typeText', {
      id: 't',
      change: { html: '<p>Done</p>' },
    }).session;
    session = perform(session, 'updateBlock', { id: 't', change: { html: '<p>Done</p>' } }).session;
    expect(session.history.past).toHaveLength(1);
    expect(session.history.before).toBeUndefined();
  });

  it('asks for a save by counting it in the session, leaving the deck and the undo history as they were', () => {
    const start = sessionWith([text('t')], ['t']);
    const { session, result } = perform(start, 'saveNow');
    expect(session.saveRequests).toBe(start.saveRequests + 1);
    expect(session.history).toBe(start.history);
    expect(result.then).toBeUndefined();
    expect(perform(session, 'nudge', { dx: 1, dy: 0 }).session.saveRequests).toBe(session.saveRequests);
  });

  it('groups and ungroups through the same registry the menus read', () => {
    let session = perform(sessionWith(undefined, ['a', 'b']), 'group').session;
    expect(blocksOf(session).map((b) => b.type)).toEqual(['group']);
    session = perform(session, 'ungroup').session;
    expect(blocksOf(session).map((b) => b.id)).toEqual(['a', 'b']);
    expect(menuActions('block').map((action) => action.name)).toContain('group');
    expect(menuActions('slide').map((action) => action.name)).toEqual(
      expect.arrayContaining(['addSlideRight', 'addSlideBelow', 'duplicateSlide', 'deleteSlide', 'toggleHidden']),
    );
  });
});
