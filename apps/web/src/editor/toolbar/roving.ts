/**
 * Roving focus (WAI-ARIA APG "toolbar" and "menu"): the arrow keys move between a widget's items,
 * Home and End go to the first and last, and moving past either end wraps around.
 */
export type Orientation = 'horizontal' | 'vertical';

const KEYS: Readonly<Record<Orientation, { previous: string; next: string }>> = {
  horizontal: { previous: 'ArrowLeft', next: 'ArrowRight' },
  vertical: { previous: 'ArrowUp', next: 'ArrowDown' },
};

/** The item a key moves to among `count` items from `current` (-1: none has the focus); null when the key is no move. */
export function rovingIndex(current: number, count: number, key: string, orientation: Orientation): number | null {
  if (count === 0) return null;
  const keys = KEYS[orientation];
  switch (key) {
    case keys.next:
      return current < 0 ? 0 : (current + 1) % count;
    case keys.previous:
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Moves the focus among `items` for a key press; answers whether the key was a move. */
export function moveFocus(items: readonly HTMLElement[], key: string, orientation: Orientation): boolean {
  const index = rovingIndex(items.indexOf(document.activeElement as HTMLElement), items.length, key, orientation);
  if (index === null) return false;
  items[index]!.focus();
  return true;
}

/** The enabled items of a menu, in order. */
export const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []),
];
