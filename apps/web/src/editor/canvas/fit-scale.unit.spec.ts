import { describe, expect, it } from 'vitest';
import { CANVAS_PADDING, fitScale } from './fit-scale';

const slide = { width: 960, height: 700 };

describe('the canvas scale', () => {
  it('fits the slide into the area, never above 1 nor below 0.15', () => {
    expect(fitScale({ width: 480 + 2 * CANVAS_PADDING, height: 2000 }, slide)).toBe(0.5);
    expect(fitScale({ width: 4000, height: 4000 }, slide)).toBe(1);
    expect(fitScale({ width: 50, height: 50 }, slide)).toBe(0.15);
  });
});
