import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTooltipTiming, type TooltipSuppression } from './tooltip-timing';

describe('tooltip timing', () => {
  let suppression: TooltipSuppression;
  const changes: boolean[][] = [];
  const tooltip = (index: number) => {
    changes[index] = [];
    return createTooltipTiming({
      showDelayMs: 500,
      suppressionMs: 500,
      suppression,
      now: () => Date.now(),
      setTimer: (run, ms) => setTimeout(run, ms) as unknown as number,
      clearTimer: (id) => clearTimeout(id),
      onChange: (shown) => changes[index]!.push(shown),
    });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    suppression = { until: -Infinity };
  });
  afterEach(() => vi.useRealTimers());

  it('shows after its delay, and not when the pointer leaves before', () => {
    const one = tooltip(0);
    one.arrive();
    vi.advanceTimersByTime(499);
    expect(changes[0]).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes[0]).toEqual([true]);
    one.leave();
    one.arrive();
    vi.advanceTimersByTime(300);
    one.leave();
    vi.advanceTimersByTime(1000);
    expect(changes[0]).toEqual([true, false]);
  });

  it('hides on a press, and no tooltip shows within the suppression window', () => {
    const one = tooltip(0);
    const other = tooltip(1);
    one.arrive();
    vi.advanceTimersByTime(500);
    one.press();
    expect(changes[0]).toEqual([true, false]);
    vi.advanceTimersByTime(100);
    other.arrive();
    vi.advanceTimersByTime(1000);
    expect(changes[1]).toEqual([]);
    other.leave();
    other.arrive();
    vi.advanceTimersByTime(500);
    expect(changes[1]).toEqual([true]);
  });

  it('a press during the delay cancels the pending tooltip', () => {
    const one = tooltip(0);
    one.arrive();
    vi.advanceTimersByTime(200);
    one.press();
    vi.advanceTimersByTime(2000);
    expect(changes[0]).toEqual([]);
  });
});
