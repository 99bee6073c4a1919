import {
  slideIdTaken,
  SLIDE_ID_TAKEN,
  slideLinkCount,
  withAutoSlide,
  withBackgroundColor,
  withBackgroundIframe,
  withBackgroundImage,
  withBackgroundVideo,
  withSlideClasses,
  withSlideId,
  withSlideLinksRenamed,
  withSlideTransition,
  slideBackground,
  type BackgroundIframe,
  type BackgroundImage,
  type BackgroundVideo,
  type Deck,
  type Slide,
  type TransitionKind,
} from '@lectern/deck-format';
import { defineAction } from '../actions/action';
import { findSlide, updateSlide, withNotes } from '../model/deck-ops';
import { currentSlide, withSlide, type EditorState } from '../model/editor-state';

/** What the background prompt sets: one kind of background (null: none of that kind). */
export type BackgroundChange =
  | { readonly kind: 'color'; readonly color: string | null }
  | {
      readonly kind: 'image';
      readonly image: BackgroundImage | null;
      /** A newly picked image's average colour (null: unknown); left out when the same image changes. */
      readonly average?: { readonly color: string; readonly alpha: number } | null;
    }
  | { readonly kind: 'video'; readonly video: BackgroundVideo | null }
  | { readonly kind: 'iframe'; readonly iframe: BackgroundIframe | null };

function withBackground(slide: Slide, change: BackgroundChange): Slide {
  switch (change.kind) {
    case 'color':
      return withBackgroundColor(slide, change.color);
    case 'image':
      return withBackgroundImage(slide, change.image, change.average);
    case 'video':
      return withBackgroundVideo(slide, change.video);
    case 'iframe':
      return withBackgroundIframe(slide, change.iframe);
  }
}

/** Every slide of the deck changed by `change`, which answers the same slide when it has nothing to do. */
function everySlide(deck: Deck, change: (slide: Slide) => Slide): Deck {
  return { stacks: deck.stacks.map((stack) => ({ ...stack, slides: stack.slides.map(change) })) };
}

const videoOf = (slide: Slide, mediaId: string) => {
  const video = slideBackground(slide).video;
  return video?.mediaId === mediaId ? video : null;
};

export const SLIDE_LINKS_UPDATED = 'Links updated';

/** Why a slide may not take this id, or null when it may. */
export const slideIdProblem = (state: EditorState, id: string): string | null =>
  slideIdTaken(state.deck, id, currentSlide(state)) ? SLIDE_ID_TAKEN : null;

/** The slide prompts' changes to the current slide: background, transitions, auto-slide, classes, id. */
export const slideActions = {
  setSlideBackground: defineAction<BackgroundChange>({
    name: 'setSlideBackground',
    label: 'Slide background',
    perform: (state, _, change) => ({ state: withSlide(state, (slide) => withBackground(slide, change)) }),
    history: 'record',
  }),
  /**
   * The library finished a background video: its transcoded file and thumbnail replace the upload
   * on every slide showing it (spec/001 §4). A failure (null) removes those backgrounds.
   */
  settleBackgroundVideo: defineAction<{
    readonly mediaId: string;
    readonly done: { readonly src: string; readonly thumb: string | null } | null;
  }>({
    name: 'settleBackgroundVideo',
    label: 'Background video',
    perform: (state, _, { mediaId, done }) => ({
      state: {
        ...state,
        deck: everySlide(state.deck, (slide) => {
          const video = videoOf(slide, mediaId);
          if (!video) return slide;
          return withBackgroundVideo(
            slide,
            done && { ...video, src: done.src, thumb: done.thumb ?? video.thumb, processing: false },
          );
        }),
      },
    }),
    history: 'none',
  }),
  /** Speaker notes of a slide named by its id, which need not be the one shown (the docked notes of a slide just left). */
  setSlideNotes: defineAction<{ readonly slideId: string; readonly notes: string }>({
    name: 'setSlideNotes',
    label: 'Speaker notes',
    perform: (state, _, { slideId, notes }) => {
      const at = findSlide(state.deck, slideId);
      if (!at) return {};
      return { state: { ...state, deck: updateSlide(state.deck, at, (slide) => withNotes(slide, notes)) } };
    },
    history: 'record',
  }),
  setSlideTransition: defineAction<{ readonly kind: TransitionKind; readonly transition: string | null }>({
    name: 'setSlideTransition',
    label: 'Slide transition',
    perform: (state, _, { kind, transition }) => ({
      state: withSlide(state, (slide) => withSlideTransition(slide, kind, transition)),
    }),
    history: 'record',
  }),
  setAutoSlide: defineAction<number | null>({
    name: 'setAutoSlide',
    label: 'Auto-slide',
    perform: (state, _, seconds) => ({ state: withSlide(state, (slide) => withAutoSlide(slide, seconds)) }),
    history: 'record',
  }),
  setSlideClasses: defineAction<string>({
    name: 'setSlideClasses',
    label: 'Slide classes',
    perform: (state, _, classes) => ({ state: withSlide(state, (slide) => withSlideClasses(slide, classes)) }),
    history: 'record',
  }),
  /** A new id for the current slide; with `updateLinks` the deck's links to it follow. */
  renameSlide: defineAction<{ readonly id: string; readonly updateLinks: boolean }>({
    name: 'renameSlide',
    label: 'Slide ID',
    perform: (state, _, { id, updateLinks }) => {
      const problem = slideIdProblem(state, id);
      if (problem) return { notice: { message: problem, type: 'negative' } };
      const from = currentSlide(state).id;
      const renamed = withSlide(state, (slide) => withSlideId(slide, id));
      if (!updateLinks || slideLinkCount(state.deck, from) === 0) return { state: renamed };
      return {
        state: { ...renamed, deck: withSlideLinksRenamed(renamed.deck, from, id) },
        notice: { message: SLIDE_LINKS_UPDATED, type: 'positive' },
      };
    },
    history: 'record',
  }),
} as const;
