import type { Block } from '@lectern/deck-format';
import { withBlocks, type EditorState } from '../model/editor-state';

/** Adds a block to the current slide, in front, selects it and puts the focus on it (text: into editing). */
export const adding = (state: EditorState, block: Block) => ({
  state: { ...withBlocks(state, (blocks) => [...blocks, block]), selection: [block.id] },
  then: { kind: block.type === 'text' ? 'edit' : 'focus', id: block.id } as const,
});
