import type { Block } from '@lectern/deck-format';
import { withBlocks, currentSlide, type EditorState } from '../model/editor-state';
import { cascaded } from '../model/cascade';
import type { SlideSize } from '../model/new-content';

/**
 * Adds a block to the current slide, in front, selects it and puts the focus on it (text: into
 * editing). A block whose place another block of the slide already has moves down and right of it.
 */
export const adding = (state: EditorState, block: Block, size: SlideSize) => {
  const placed = cascaded(block, currentSlide(state).blocks, size);
  return {
    state: { ...withBlocks(state, (blocks) => [...blocks, placed]), selection: [placed.id] },
    then: { kind: placed.type === 'text' ? 'edit' : 'focus', id: placed.id } as const,
  };
};
