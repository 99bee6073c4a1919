import type { SlidePlacement } from '../model/deck-ops';

/**
 * Where a slide dragged over a thumbnail lands, from the pointer's place on it: near the left or
 * right edge makes it a stack of its own before or after the target's stack; otherwise it goes
 * above or below the target inside the target's stack.
 */
export function dropPlacement(
  pointer: { x: number; y: number },
  thumbnail: { left: number; top: number; width: number; height: number },
): SlidePlacement {
  const fx = (pointer.x - thumbnail.left) / thumbnail.width;
  const fy = (pointer.y - thumbnail.top) / thumbnail.height;
  if (fx < 0.3) return 'stack-before';
  if (fx > 0.7) return 'stack-after';
  return fy < 0.5 ? 'above' : 'below';
}
