import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes the first value at once and then the latest at most every delay', () => {
    const passed: string[] = [];
    const throttle = createThrottle<string>(500, (value) => passed.push(value));
    throttle.push('R');
    expect(passed).toEqual(['R']);
    throttle.push('Ro');
    vi.advanceTimersByTime(200);
    throttle.push('Rob');
    expect(passed).toEqual(['R']);
    vi.advanceTimersByTime(299);
    expect(passed).toEqual(['R']);
    vi.advanceTimersByTime(1);
    expect(passed).toEqual(['R', 'Rob']);
    vi.advanceTimersByTime(2000);
    expect(passed).toEqual(['R', 'Rob']);
    throttle.push('Robo');
    expect(passed).toEqual(['R', 'Rob', 'Robo']);
  });

  it('drops what waits when cancelled', () => {
    const passed: string[] = [];
    const throttle = createThrottle<string>(500, (value) => passed.push(value));
    throttle.push('a');
    throttle.push('b');
    throttle.cancel();
    vi.advanceTimersByTime(1000);
    expect(passed).toEqual(['a']);
  });
});
