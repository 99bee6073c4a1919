import { withAutoAnimate, withFragment, type AutoAnimate, type Fragment } from '@lectern/deck-format';
import { mapBlocks } from '../model/block-ops';
import { withBlocks, withSlide } from '../model/editor-state';
import { audioBlock, iframeBlock, videoBlock } from '../model/new-media-content';
import { defineAction } from './action';
import { adding } from './adding';

/** Iframe, video and audio blocks, fragments and auto-animate: the actions the toolbar and the panels run. */
export const mediaActions = {
  addIframe: defineAction({
    name: 'addIframe',
    label: 'Iframe',
    perform: (state, context) => adding(state, iframeBlock(context.nextId(), context.size), context.size),
    history: 'record',
  }),
  addVideo: defineAction({
    name: 'addVideo',
    label: 'Video',
    perform: (state, context) =>
      adding(state, videoBlock(context.nextId(), context.size, { src: '', mediaId: null }), context.size),
    history: 'record',
  }),
  addAudio: defineAction({
    name: 'addAudio',
    label: 'Audio',
    perform: (state, context) => adding(state, audioBlock(context.nextId(), context.size), context.size),
    history: 'record',
  }),
  /** Makes a block of the current slide a fragment with a style and an order, or shows it with its slide (null). */
  setFragment: defineAction<{ readonly id: string; readonly fragment: Fragment | null }>({
    name: 'setFragment',
    label: 'Fragment',
    perform: (state, _, { id, fragment }) => ({
      state: withBlocks(state, (blocks) => mapBlocks(blocks, [id], (block) => withFragment(block, fragment))),
    }),
    history: 'record',
  }),
  /** The current slide's auto-animate settings, or none (null). */
  setAutoAnimate: defineAction<AutoAnimate | null>({
    name: 'setAutoAnimate',
    label: 'Auto-Animate',
    perform: (state, _, settings) => ({ state: withSlide(state, (slide) => withAutoAnimate(slide, settings)) }),
    history: 'record',
  }),
} as const;
