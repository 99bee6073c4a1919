import type { Slide } from '@lectern/deck-format';
import { defineAction } from '../actions/action';
import { findSlide, insertStackAfter, updateSlide } from '../model/deck-ops';
import type { EditorContext, EditorState } from '../model/editor-state';
import { withFreshIds } from '../model/ids';

const RESTORED = 'Slide was restored';

/**
 * `slide` under fresh ids (its `id` attribute, a link target of the deck it came from, left out) as
 * a new slide right of the current one, shown.
 */
function addedAfterCurrent(state: EditorState, context: EditorContext, slide: Slide): EditorState {
  const copy: Slide = {
    ...slide,
    id: context.nextId(),
    attributes: slide.attributes.filter(([name]) => name !== 'id'),
    blocks: slide.blocks.map((block) => withFreshIds(block, context.nextId)),
  };
  const result = insertStackAfter(state.deck, state.current.h, copy);
  return { deck: result.deck, current: result.ref, selection: [] };
}

/**
 * Whole slides from elsewhere: the slide's HTML as edited in the HTML editor (already cleaned by
 * the server), slides restored from a revision (spec/001 §4), either in place of the slide
 * with the same id or as a new slide after the current one, and slide templates inserted.
 */
export const slideMarkupActions = {
  editSlideHtml: defineAction({
    name: 'editSlideHtml',
    label: 'Edit HTML',
    perform: () => ({ then: { kind: 'panel', panel: 'slideHtml' } }),
    history: 'none',
    menus: ['slide'],
  }),
  showRevisions: defineAction({
    name: 'showRevisions',
    label: 'Revisions',
    perform: () => ({ then: { kind: 'panel', panel: 'revisions' } }),
    history: 'none',
  }),
  /**
   * The slide with `slideId` becomes `slide` (keeping its id), with a notice when it is restored
   * from a revision; nothing happens when it is gone.
   */
  replaceSlide: defineAction<{ readonly slideId: string; readonly slide: Slide; readonly restored?: true }>({
    name: 'replaceSlide',
    label: 'Replace slide',
    perform: (state, _, { slideId, slide, restored }) => {
      const ref = findSlide(state.deck, slideId);
      if (!ref) return {};
      return {
        state: { deck: updateSlide(state.deck, ref, () => ({ ...slide, id: slideId })), current: ref, selection: [] },
        ...(restored ? { notice: { message: RESTORED, type: 'positive' as const } } : {}),
      };
    },
    history: 'record',
  }),
  /**
   * A slide from elsewhere (restored from a revision, with a notice, or a slide template: spec/002
   * §3), under fresh ids, as a new slide right of the current one.
   */
  addSlideAfter: defineAction<{ readonly slide: Slide; readonly restored?: true }>({
    name: 'addSlideAfter',
    label: 'Add as a new slide',
    perform: (state, context, { slide, restored }) => ({
      state: addedAfterCurrent(state, context, slide),
      ...(restored ? { notice: { message: RESTORED, type: 'positive' as const } } : {}),
    }),
    history: 'record',
  }),
};
