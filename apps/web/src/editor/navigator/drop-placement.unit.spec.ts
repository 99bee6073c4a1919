import { describe, expect, it } from 'vitest';
import { dropPlacement } from './drop-placement';

const thumbnail = { left: 100, top: 100, width: 100, height: 80 };

describe('where a dragged slide lands', () => {
  it.each([
    [{ x: 110, y: 140 }, 'stack-before'],
    [{ x: 190, y: 140 }, 'stack-after'],
    [{ x: 150, y: 110 }, 'above'],
    [{ x: 150, y: 170 }, 'below'],
  ] as const)('%o is %s', (pointer, placement) => {
    expect(dropPlacement(pointer, thumbnail)).toBe(placement);
  });
});
