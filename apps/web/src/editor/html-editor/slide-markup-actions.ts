import type { Slide } from '@lectern/deck-format';
import { defineAction } from '../actions/action';
import { findSlide, insertStackAfter, updateSlide } from '../model/deck-ops';
import { withFreshIds } from '../model/ids';

export const slideMarkupMessages = {
  restored: 'Slide was restored',
} as const;

/**
 * Whole slides from elsewhere: the slide's HTML as edited in the HTML editor (already cleaned by
 * the server), and slides restored from a revision (spec/001 §4), either in place of the slide
 * with the same id or as a new slide after the current one.
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
  /** The slide with `slideId` becomes `slide` (keeping its id); nothing happens when it is gone. */
  replaceSlide: defineAction<{ readonly slideId: string; readonly slide: Slide; readonly notice?: string }>({
    name: 'replaceSlide',
    label: 'Replace slide',
    perform: (state, _, { slideId, slide, notice }) => {
      const ref = findSlide(state.deck, slideId);
      if (!ref) return {};
      return {
        state: { deck: updateSlide(state.deck, ref, () => ({ ...slide, id: slideId })), current: ref, selection: [] },
        ...(notice ? { notice: { message: notice, type: 'positive' as const } } : {}),
      };
    },
    history: 'record',
  }),
  /** A restored slide, under fresh ids, as a new slide right of the current one. */
  addRestoredSlide: defineAction<Slide>({
    name: 'addRestoredSlide',
    label: 'Add as a new slide',
    perform: (state, context, slide) => {
      const copy: Slide = {
        ...slide,
        id: context.nextId(),
        blocks: slide.blocks.map((block) => withFreshIds(block, context.nextId)),
      };
      const result = insertStackAfter(state.deck, state.current.h, copy);
      return {
        state: { deck: result.deck, current: result.ref, selection: [] },
        notice: { message: slideMarkupMessages.restored, type: 'positive' },
      };
    },
    history: 'record',
  }),
};
