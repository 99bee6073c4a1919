import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 0 }));
  afterEach(() => void vi.useRealTimers());

  it('runs at once after a rest, then at most once per period, the last call at the end of the wait', () => {
    const work = vi.fn();
    const throttled = throttle(work, 200);
    throttled();
    expect(work).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    vi.advanceTimersByTime(199);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    throttled();
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('runs a pending call on flush, and none after cancel', () => {
    const work = vi.fn();
    const throttled = throttle(work, 200);
    throttled();
    throttled();
    throttled.flush();
    expect(work).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(50);
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
