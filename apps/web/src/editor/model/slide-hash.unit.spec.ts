import { describe, expect, it } from 'vitest';
import { slideFromHash } from './slide-hash';

describe('the slide of an editor link', () => {
  it.each([
    ['#/3', { h: 3, v: 0 }],
    ['#/3/2', { h: 3, v: 2 }],
    ['', { h: 0, v: 0 }],
    ['#/x', { h: 0, v: 0 }],
  ])('%s is %o', (hash, ref) => {
    expect(slideFromHash(hash)).toEqual(ref);
  });
});
