import { newBackgroundVideo, slideBackground, withBackgroundVideo, type Slide } from '@lectern/deck-format';
import { describe, expect, it } from 'vitest';
import type { Action } from '../actions/action';
import { applyAction, type EditorSession } from '../actions/apply';
import { actions, type ActionName, type PayloadOf } from '../actions/registry';
import { startHistory } from '../history/history';
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
  return { history: startHistory(state), clipboard: null };
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
});
