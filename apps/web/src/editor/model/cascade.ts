import type { Block } from '@lectern/deck-format';
import type { SlideSize } from './new-content';

/** How far each new block sits from one already where it would go, right and down. */
export const CASCADE_STEP = 24;

/** Where a block's box is centred; a block that grows with its text is placed by its top. */
const centreKey = (block: Pick<Block, 'x' | 'y' | 'width' | 'height'>) =>
  `${Math.round(block.x + block.width / 2)},${Math.round(block.y + (block.height === 'auto' ? 0 : block.height / 2))}`;

/**
 * A new block moved CASCADE_STEP px right and down for as long as a block of the slide is centred
 * where it would be, so blocks added one after another each show instead of piling up exactly on
 * one another. It never leaves the slide for it: once the next step would, it stays where it got.
 */
export function cascaded<T extends Block>(block: T, blocks: readonly Block[], size: SlideSize): T {
  const taken = new Set(blocks.map(centreKey));
  const height = block.height === 'auto' ? 0 : block.height;
  let placed = block;
  while (taken.has(centreKey(placed))) {
    const next = { ...placed, x: placed.x + CASCADE_STEP, y: placed.y + CASCADE_STEP };
    if (next.x + next.width > size.width || next.y + height > size.height) break;
    placed = next;
  }
  return placed;
}
