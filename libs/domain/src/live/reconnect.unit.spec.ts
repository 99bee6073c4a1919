import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect.js';

describe('reconnection delays', () => {
  it('double from half a second, are capped at 10 s, and are jittered between half and all of that', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(reconnectDelay(6, () => 0)).toBe(5000);
    expect(reconnectDelay(1, () => 0.5)).toBe(375);
  });
});
