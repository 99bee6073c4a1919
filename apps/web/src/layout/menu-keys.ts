/**
 * Which item of a menu of `count` gets the focus for a key, from the one at `current` (-1: none);
 * undefined for keys that do not move it. Arrows wrap around.
 */
export function menuFocusIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
