import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampRange, parseRange, roundRange, scrubFactor, scrubbed, stepped, type RangeSpec } from './range-value';

const percent: RangeSpec = { min: 5, max: 95, decimals: 1 };
const seconds: RangeSpec = { min: 0, max: 10, decimals: 1 };
const pixels: RangeSpec = { min: 8, max: 200, decimals: 0 };

describe('clampRange', () => {
  it.each([
    [-3, percent, 5],
    [120, percent, 95],
    [33.3333, percent, 33.3],
    [33.35, percent, 33.4],
    [12.5, pixels, 13],
    [7.9, pixels, 8],
    [-0.01, seconds, 0],
  ])('%s in %o is %s', (value, spec, expected) => {
    expect(clampRange(value, spec)).toBe(expected);
  });

  it('keeps every value within bounds and to its decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 3 }),
        (value, decimals) => {
          const spec = { min: -50.5, max: 1000.25, decimals };
          const result = clampRange(value, spec);
          expect(result).toBeGreaterThanOrEqual(spec.min);
          expect(result).toBeLessThanOrEqual(spec.max);
          expect(Math.abs(result * 10 ** decimals - Math.round(result * 10 ** decimals))).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('roundRange', () => {
  it('rounds to the decimals without clamping, as a field shows a stored value', () => {
    expect(roundRange(33.333, percent)).toBe(33.3);
    expect(roundRange(33.334, percent)).toBe(33.3);
    expect(roundRange(26.667, percent)).toBe(26.7);
    expect(roundRange(2.04, percent)).toBe(2);
    expect(roundRange(720.4, pixels)).toBe(720);
    expect(Object.is(roundRange(-0.04, seconds), 0)).toBe(true);
  });
});

describe('parseRange', () => {
  it('reads typed numbers, a decimal comma too, into range', () => {
    expect(parseRange(' 42.26 ', percent)).toBe(42.3);
    expect(parseRange('42,26', percent)).toBe(42.3);
    expect(parseRange('1e3', percent)).toBe(95);
  });

  it.each(['', 'abc', 'NaN', 'Infinity', '1/2'])('refuses %j (the old value stays)', (text) => {
    expect(parseRange(text, percent)).toBeNull();
  });
});

describe('scrubbing', () => {
  it.each([
    [{ min: 0, max: 10, decimals: 1 }, 0.25],
    [{ min: 0, max: 14.9, decimals: 1 }, 0.25],
    [{ min: 0, max: 15, decimals: 1 }, 0.5],
    [{ min: 0, max: 29, decimals: 0 }, 0.5],
    [{ min: 0, max: 30, decimals: 0 }, 0.75],
    [{ min: 0, max: 100, decimals: 0 }, 0.75],
    [{ min: 0, max: 101, decimals: 0 }, 1],
    [{ min: 0, max: 10000, decimals: 0 }, 1],
  ])('the speed for %o is %s per pixel', (spec, factor) => {
    expect(scrubFactor(spec)).toBe(factor);
  });

  it('moves by pixels times the speed, clamped and rounded', () => {
    expect(scrubbed(5, 10, seconds)).toBe(7.5);
    expect(scrubbed(5, -100, seconds)).toBe(0);
    expect(scrubbed(50, 7, percent)).toBe(55.3);
    expect(scrubbed(16, 3.4, pixels)).toBe(19);
    expect(scrubbed(190, 40, pixels)).toBe(200);
  });
});

describe('keyboard steps', () => {
  it('steps by one unit of the last decimal, ten with Shift', () => {
    expect(stepped(5, 1, false, seconds)).toBe(5.1);
    expect(stepped(5, 1, true, seconds)).toBe(6);
    expect(stepped(5, -1, true, seconds)).toBe(4);
    expect(stepped(16, 1, false, pixels)).toBe(17);
    expect(stepped(16, 1, true, pixels)).toBe(26);
  });

  it('stops at the bounds', () => {
    expect(stepped(9.5, 1, true, seconds)).toBe(10);
    expect(stepped(0.3, -1, true, seconds)).toBe(0);
  });

  it('uses a step of its own when given one', () => {
    expect(stepped(1000, 1, false, { min: 0, max: 10000, decimals: 0, step: 100 })).toBe(1100);
    expect(stepped(1000, 1, true, { min: 0, max: 10000, decimals: 0, step: 100 })).toBe(2000);
  });
});
