import { newBackgroundVideo, slideBackground, withBackgroundVideo, type Slide } from '@lectern/deck-format';
import { describe, expect, it } from 'vitest';
import type { Action } from '../actions/action';
import { applyAction, startSession, type EditorSession } from '../actions/apply';
import { actions, type ActionName, type PayloadOf } from '../actions/registry';
import type { EditorState } from '../model/editor-state';
import { counter, slide, text } from '../model/test-blocks';

const context = { size: { width: 960, height: 700 }, measured: new Map<string, number>(), nextId: counter() };
const link: Slide = slide('s2', [text('t', '<p><a href="#/s1">back</a></p>')]);
const processing = newBackgroundVideo('/media-files/m1/original', { id: 'm1', thumb: null, processing: true });

function sessionWith(slides: readonly Slide[]): EditorSession {
  const state: EditorState = {
    deck: { stacks: slides.map((s) => ({ wrapper: null, slides: [s] })) },
    current: { h: 0, v: 0 },
    selection: [],
  };
  return startSession(state);
}

function perform<N extends ActionName>(session: EditorSession, name: N, payload: PayloadOf<N>) {
  return applyAction(session, actions[name] as Action<unknown>, payload, context);
}

describe('slide actions', () => {
  it('renames a slide, refusing a taken id, and updates the links to it when asked', () => {
    const session = sessionWith([slide('s1', []), link]);
    expect(perform(session, 'renameSlide', { id: 's2', updateLinks: true }).result.notice).toEqual({
      message: 'This slide ID is already used for another slide.',
      type: 'negative',
    });
    const { session: renamed, result } = perform(session, 'renameSlide', { id: 'intro', updateLinks: true });
    expect(result.notice?.message).toBe('Links updated');
    const deck = renamed.history.present.deck;
    expect(deck.stacks[0]!.slides[0]!.id).toBe('intro');
    expect(JSON.stringify(deck.stacks[1])).toContain('#/intro');
    const kept = perform(session, 'renameSlide', { id: 'intro', updateLinks: false }).session.history.present.deck;
    expect(JSON.stringify(kept.stacks[1])).toContain('#/s1');
  });

  it('swaps in a transcoded background video on every slide using it, or removes it when processing failed', () => {
    const session = sessionWith([withBackgroundVideo(slide('s1', []), processing), slide('s2', [])]);
    const done = perform(session, 'settleBackgroundVideo', {
      mediaId: 'm1',
      done: { src: '/media-files/m1/video', thumb: '/media-files/m1/thumbnail' },
    }).session.history.present.deck;
    expect(slideBackground(done.stacks[0]!.slides[0]!).video).toEqual({
      ...processing,
      src: '/media-files/m1/video',
      thumb: '/media-files/m1/thumbnail',
      processing: false,
    });
    const failed = perform(session, 'settleBackgroundVideo', { mediaId: 'm1', done: null }).session.history.present
      .deck;
    expect(slideBackground(failed.stacks[0]!.slides[0]!).video).toBeNull();
  });

  it('writes notes to the slide named, whichever is shown', () => {
    const session = sessionWith([slide('s1', []), slide('s2', [])]);
    const deck = perform(session, 'setSlideNotes', { slideId: 's2', notes: 'Later' }).session.history.present.deck;
    expect(deck.stacks[1]!.slides[0]!.notes).toBe('Later');
    expect(deck.stacks[0]!.slides[0]!.notes).toBeNull();
  });

  it('restores a slide of an older version in place of the slide with its id, with its notice', () => {
    const session = sessionWith([slide('s1', [text('t1', '<p>Now</p>')]), slide('s2', [])]);
    const older = slide('s1', [text('t1', '<p>Before</p>')]);
    const { session: replaced, result } = perform(session, 'replaceSlide', {
      slideId: 's1',
      slide: older,
      restored: true,
    });
    expect(result.notice).toEqual({ message: 'Slide was restored', type: 'positive' });
    const deck = replaced.history.present.deck;
    expect(deck.stacks.map((stack) => stack.slides[0]!.id)).toEqual(['s1', 's2']);
    expect(JSON.stringify(deck.stacks[0])).toContain('Before');
    // Saved from the HTML editor, it says nothing; a slide that is gone is not replaced.
    expect(perform(session, 'replaceSlide', { slideId: 's1', slide: older }).result.notice).toBeUndefined();
    const gone = perform(session, 'replaceSlide', { slideId: 'nope', slide: older });
    expect(gone.session.history.present.deck).toBe(session.history.present.deck);
  });

  it('adds a slide from elsewhere as a new slide after the current one, under fresh ids, undoably', () => {
    const session = sessionWith([slide('s1', [text('t1')]), slide('s2', [])]);
    const restored = { ...slide('s1', [text('t1')]), attributes: [['id', 'intro'] as const] };
    const { session: added, result } = perform(session, 'addSlideAfter', { slide: restored, restored: true });
    expect(result.notice).toEqual({ message: 'Slide was restored', type: 'positive' });
    const deck = added.history.present.deck;
    const ids = deck.stacks.map((stack) => stack.slides[0]!.id);
    expect(ids).toHaveLength(3);
    expect([ids[0], ids[2]]).toEqual(['s1', 's2']);
    expect(ids[1]).not.toBe('s1');
    expect(deck.stacks[1]!.slides[0]!.blocks[0]!.id).not.toBe('t1');
    // The link target of the deck it came from is not copied.
    expect(deck.stacks[1]!.slides[0]!.attributes).toEqual([]);
    expect(added.history.present.current).toEqual({ h: 1, v: 0 });
    expect(perform(added, 'undo', undefined).session.history.present.deck).toEqual(session.history.present.deck);
    // A template goes in without a word.
    expect(perform(session, 'addSlideAfter', { slide: slide('t', []) }).result.notice).toBeUndefined();
  });
});
