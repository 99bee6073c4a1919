import { describe, expect, it } from 'vitest';
import { slideFromHash, slideHash } from './slide-hash';

describe('the slide of an editor link', () => {
  it.each([
    ['#/3', { h: 3, v: 0 }],
    ['#/3/2', { h: 3, v: 2 }],
    ['', { h: 0, v: 0 }],
    ['#/x', { h: 0, v: 0 }],
  ])('%s is %o', (hash, ref) => {
    expect(slideFromHash(hash)).toEqual(ref);
  });

  it('writes the anchor back the same way', () => {
    expect(slideHash({ h: 3, v: 0 })).toBe('#/3');
    expect(slideHash({ h: 3, v: 2 })).toBe('#/3/2');
    expect(slideFromHash(slideHash({ h: 4, v: 1 }))).toEqual({ h: 4, v: 1 });
  });
});
