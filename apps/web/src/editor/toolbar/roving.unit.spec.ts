import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving';

describe('roving focus', () => {
  it('moves along a toolbar with the left and right arrows, wrapping around', () => {
    expect(rovingIndex(0, 4, 'ArrowRight', 'horizontal')).toBe(1);
    expect(rovingIndex(3, 4, 'ArrowRight', 'horizontal')).toBe(0);
    expect(rovingIndex(0, 4, 'ArrowLeft', 'horizontal')).toBe(3);
    expect(rovingIndex(2, 4, 'ArrowLeft', 'horizontal')).toBe(1);
  });

  it('goes to the ends with Home and End', () => {
    expect(rovingIndex(2, 4, 'Home', 'horizontal')).toBe(0);
    expect(rovingIndex(1, 4, 'End', 'vertical')).toBe(3);
  });

  it('moves along a menu with the up and down arrows only', () => {
    expect(rovingIndex(0, 3, 'ArrowDown', 'vertical')).toBe(1);
    expect(rovingIndex(0, 3, 'ArrowUp', 'vertical')).toBe(2);
    expect(rovingIndex(0, 3, 'ArrowRight', 'vertical')).toBeNull();
    expect(rovingIndex(0, 3, 'ArrowDown', 'horizontal')).toBeNull();
  });

  it('starts at either end when none of the items has the focus', () => {
    expect(rovingIndex(-1, 3, 'ArrowDown', 'vertical')).toBe(0);
    expect(rovingIndex(-1, 3, 'ArrowUp', 'vertical')).toBe(2);
  });

  it('answers no move for other keys or no items', () => {
    expect(rovingIndex(0, 3, 'Enter', 'horizontal')).toBeNull();
    expect(rovingIndex(-1, 0, 'ArrowRight', 'horizontal')).toBeNull();
  });
});
