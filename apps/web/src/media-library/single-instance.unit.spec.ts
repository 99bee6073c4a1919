import { describe, expect, it, vi } from 'vitest';
import { claimLibrary } from './single-instance';

describe('one media library at a time (spec/001 §2)', () => {
  it('closes the open library when another opens, and forgets one that closed', () => {
    const first = vi.fn();
    const second = vi.fn();
    const releaseFirst = claimLibrary(first);
    const releaseSecond = claimLibrary(second);
    expect(first).toHaveBeenCalledTimes(1);
    releaseFirst();
    releaseSecond();
    claimLibrary(vi.fn())();
    expect(second).not.toHaveBeenCalled();
  });
});
