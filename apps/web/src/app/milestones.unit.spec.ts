import { describe, expect, it } from 'vitest';
import { newlyReached } from './milestones';

describe('newlyReached', () => {
  it('answers each milestone once, when it is first reached, with any passed on the way', () => {
    const reached = new Set<number>();
    const depths = [10, 50, 95];
    expect(newlyReached(5, depths, reached)).toEqual([]);
    expect(newlyReached(10, depths, reached)).toEqual([10]);
    expect(newlyReached(30, depths, reached)).toEqual([]);
    expect(newlyReached(100, depths, reached)).toEqual([50, 95]);
    expect(newlyReached(100, depths, reached)).toEqual([]);
  });

  it('does not answer a milestone again after going back', () => {
    const reached = new Set<number>();
    expect(newlyReached(50, [50, 100], reached)).toEqual([50]);
    expect(newlyReached(0, [50, 100], reached)).toEqual([]);
    expect(newlyReached(60, [50, 100], reached)).toEqual([]);
  });
});
