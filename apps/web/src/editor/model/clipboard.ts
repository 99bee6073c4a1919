import { PASTE_OFFSET, type Block } from '@lectern/deck-format';
import { offsetCopies } from './block-ops';

/** Blocks copied or cut, and how many times they were pasted: each paste lands PASTE_OFFSET px further. */
export interface Clipboard {
  readonly blocks: readonly Block[];
  readonly pastes: number;
}

export const copied = (blocks: readonly Block[]): Clipboard => ({ blocks, pastes: 0 });

/** The blocks a paste adds (fresh ids, offset), and the clipboard after it. */
export function pasted(clipboard: Clipboard, nextId: () => string): { blocks: readonly Block[]; clipboard: Clipboard } {
  const pastes = clipboard.pastes + 1;
  return { blocks: offsetCopies(clipboard.blocks, nextId, PASTE_OFFSET * pastes), clipboard: { ...clipboard, pastes } };
}
