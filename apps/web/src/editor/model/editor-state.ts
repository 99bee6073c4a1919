import type { Block, Deck, Slide } from '@lectern/deck-format';
import { clampRef, requireSlide, updateSlide } from './deck-ops';
import type { MeasuredHeights } from './geometry';
import type { SlideRef } from './slide-ref';

/** What an editing change works on: the deck's content, the slide shown, and the selected blocks of it. */
export interface EditorState {
  readonly deck: Deck;
  readonly current: SlideRef;
  /** Ids of selected top-level blocks of the current slide. */
  readonly selection: readonly string[];
}

/** What an action may read besides the state: the slide size, measured heights, the clipboard. */
export interface EditorContext {
  readonly size: { readonly width: number; readonly height: number };
  readonly measured: MeasuredHeights;
  /** Fresh ids, unique in the deck being changed. */
  readonly nextId: () => string;
}

export const currentSlide = (state: EditorState): Slide => requireSlide(state.deck, state.current);

export const selectedBlocks = (state: EditorState): readonly Block[] => {
  const ids = new Set(state.selection);
  return currentSlide(state).blocks.filter((block) => ids.has(block.id));
};

/** Replaces the current slide's blocks. */
export function withBlocks(state: EditorState, change: (blocks: readonly Block[]) => readonly Block[]): EditorState {
  return {
    ...state,
    deck: updateSlide(state.deck, state.current, (slide) => ({ ...slide, blocks: change(slide.blocks) })),
  };
}

export function withSlide(state: EditorState, change: (slide: Slide) => Slide): EditorState {
  return { ...state, deck: updateSlide(state.deck, state.current, change) };
}

/** Shows another slide; the selection does not carry over. */
export function showSlide(state: EditorState, ref: SlideRef): EditorState {
  return { ...state, current: clampRef(state.deck, ref), selection: [] };
}

/** The state made consistent after its deck changed underneath (undo, redo): the current slide exists and the selection holds only its blocks. */
export function reconciled(state: EditorState): EditorState {
  const current = clampRef(state.deck, state.current);
  const present = new Set(requireSlide(state.deck, current).blocks.map((block) => block.id));
  const selection = state.selection.filter((id) => present.has(id));
  return { ...state, current, selection };
}
