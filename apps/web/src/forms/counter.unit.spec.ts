import { describe, expect, it } from 'vitest';
import { counterWarns } from './counter';

describe('counterWarns (spec/001 §5)', () => {
  it('turns red only above 95 percent of the maximum', () => {
    expect(counterWarns(0, 200)).toBe(false);
    expect(counterWarns(190, 200)).toBe(false);
    expect(counterWarns(191, 200)).toBe(true);
    expect(counterWarns(9500, 10_000)).toBe(false);
    expect(counterWarns(9501, 10_000)).toBe(true);
    expect(counterWarns(10_001, 10_000)).toBe(true);
  });
});
