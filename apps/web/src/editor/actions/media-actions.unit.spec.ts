import { blockFragment, blockMatchId, slideAutoAnimate, type Block } from '@lectern/deck-format';
import { describe, expect, it } from 'vitest';
import type { EditorState } from '../model/editor-state';
import { counter, shape, slide } from '../model/test-blocks';
import { undo } from '../history/history';
import type { Action } from './action';
import { applyAction, startSession, type EditorSession } from './apply';
import { actions, type ActionName, type PayloadOf } from './registry';

const context = { size: { width: 960, height: 700 }, measured: new Map<string, number>(), nextId: counter() };

function sessionWith(blocks: readonly Block[] = [shape('a', 10, 10)]): EditorSession {
  const state: EditorState = {
    deck: { stacks: [{ wrapper: null, slides: [slide('s1', blocks)] }] },
    current: { h: 0, v: 0 },
    selection: [],
  };
  return startSession(state);
}

function perform<N extends ActionName>(session: EditorSession, name: N, payload?: PayloadOf<N>) {
  return applyAction(session, actions[name] as Action<unknown>, payload, context).session;
}

const present = (session: EditorSession) => session.history.present;
const blocksOf = (session: EditorSession) => present(session).deck.stacks[0]!.slides[0]!.blocks;

describe('media, fragment and auto-animate actions', () => {
  it.each([
    ['addIframe', 'iframe'],
    ['addVideo', 'video'],
    ['addAudio', 'audio'],
  ] as const)('%s adds an empty %s block in front, selected', (name, type) => {
    const session = perform(sessionWith(), name);
    const added = blocksOf(session).at(-1)!;
    expect(added).toMatchObject({ type, src: '' });
    expect(present(session).selection).toEqual([added.id]);
  });

  it('makes a block a fragment and back, each an undo step', () => {
    const fragment = perform(sessionWith(), 'setFragment', { id: 'a', fragment: { style: 'fade-up', index: 2 } });
    expect(blockFragment(blocksOf(fragment)[0]!)).toEqual({ style: 'fade-up', index: 2 });
    const plain = perform(fragment, 'setFragment', { id: 'a', fragment: null });
    expect(blockFragment(blocksOf(plain)[0]!)).toBeNull();
    expect(blockFragment(undo(plain.history).present.deck.stacks[0]!.slides[0]!.blocks[0]!)).not.toBeNull();
  });

  it('turns auto-animate on for the slide and gives its blocks data-ids', () => {
    const settings = { duration: 2500, delay: 0, easing: 'linear', unmatched: true };
    const on = perform(sessionWith(), 'setAutoAnimate', settings);
    const shown = present(on).deck.stacks[0]!.slides[0]!;
    expect(slideAutoAnimate(shown)).toEqual(settings);
    expect(blockMatchId(shown.blocks[0]!)).toBe('a');
    expect(slideAutoAnimate(present(perform(on, 'setAutoAnimate', null)).deck.stacks[0]!.slides[0]!)).toBeNull();
  });
});
