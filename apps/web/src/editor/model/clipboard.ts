import { PASTE_OFFSET, withMatchIdsUniqueOn, type Block } from '@lectern/deck-format';
import { offsetCopies } from './block-ops';

/** Blocks copied or cut, and how many times they were pasted: each paste lands PASTE_OFFSET px further. */
export interface Clipboard {
  readonly blocks: readonly Block[];
  readonly pastes: number;
}

export const copied = (blocks: readonly Block[]): Clipboard => ({ blocks, pastes: 0 });

/**
 * The blocks a paste onto a slide holding `onto` adds (fresh ids, offset, auto-animate `data-id`s
 * unique on that slide), and the clipboard after it.
 */
export function pasted(
  clipboard: Clipboard,
  onto: readonly Block[],
  nextId: () => string,
): { blocks: readonly Block[]; clipboard: Clipboard } {
  const pastes = clipboard.pastes + 1;
  const copies = offsetCopies(clipboard.blocks, nextId, PASTE_OFFSET * pastes);
  return { blocks: withMatchIdsUniqueOn(onto, copies), clipboard: { ...clipboard, pastes } };
}
