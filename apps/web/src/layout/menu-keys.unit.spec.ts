import { describe, expect, it } from 'vitest';
import { menuFocusIndex } from './menu-keys';

describe('menuFocusIndex', () => {
  it('moves down and up with the arrows, wrapping around', () => {
    expect(menuFocusIndex('ArrowDown', 0, 4)).toBe(1);
    expect(menuFocusIndex('ArrowDown', 3, 4)).toBe(0);
    expect(menuFocusIndex('ArrowUp', 2, 4)).toBe(1);
    expect(menuFocusIndex('ArrowUp', 0, 4)).toBe(3);
  });

  it('starts at the first or the last item when none has the focus', () => {
    expect(menuFocusIndex('ArrowDown', -1, 4)).toBe(0);
    expect(menuFocusIndex('ArrowUp', -1, 4)).toBe(3);
  });

  it('jumps to the ends with Home and End', () => {
    expect(menuFocusIndex('Home', 2, 4)).toBe(0);
    expect(menuFocusIndex('End', 1, 4)).toBe(3);
  });

  it('leaves other keys and empty menus alone', () => {
    expect(menuFocusIndex('a', 1, 4)).toBeUndefined();
    expect(menuFocusIndex('Enter', 1, 4)).toBeUndefined();
    expect(menuFocusIndex('ArrowDown', -1, 0)).toBeUndefined();
  });
});
