import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_MEDIA_ECHO_SUPPRESSION_MS } from '../constants';
import { createEchoSuppression } from './media-sync';
import { easeTowards, pointerOver } from './pointer';
import { fromTimerWire, toTimerWire, type RelayedTimerMessage } from './timer-wire';

describe('the pointer', () => {
  const box = { left: 100, top: 50, width: 800, height: 450 };

  it('is a share of the slide, and outside it at the nearest edge', () => {
    expect(pointerOver(box, 500, 275, false)).toEqual({ x: 0.5, y: 0.5, outside: false, down: false });
    expect(pointerOver(box, 100, 500, true)).toEqual({ x: 0, y: 1, outside: false, down: true });
    expect(pointerOver(box, 50, 600, false)).toEqual({ x: 0, y: 1, outside: true, down: false });
    expect(pointerOver({ ...box, width: 0 }, 500, 275, false).x).toBe(0);
  });

  it('glides 13 % of the way each frame and settles on its target', () => {
    expect(easeTowards({ x: 0, y: 1 }, { x: 1, y: 0 })).toEqual({ x: 0.13, y: 0.87 });
    let at = { x: 0, y: 0 };
    let frames = 0;
    while ((at.x !== 1 || at.y !== 1) && frames < 100) {
      at = easeTowards(at, { x: 1, y: 1 });
      frames++;
    }
    expect(at).toEqual({ x: 1, y: 1 });
    expect(frames).toBeGreaterThan(20);
    expect(frames).toBeLessThan(60);
  });
});

describe('media echo suppression', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 0 }));
  afterEach(() => void vi.useRealTimers());

  it("ignores a block's own events for 3 s after a message about it was received", () => {
    const echoes = createEchoSuppression();
    expect(echoes.isEcho('clip')).toBe(false);
    echoes.received('clip');
    expect(echoes.isEcho('clip')).toBe(true);
    expect(echoes.isEcho('other')).toBe(false);
    vi.advanceTimersByTime(LIVE_MEDIA_ECHO_SUPPRESSION_MS - 1);
    expect(echoes.isEcho('clip')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(echoes.isEcho('clip')).toBe(false);
  });
});

describe('timer messages on the wire', () => {
  const started = { status: 'started', startedAt: 1_000 } as const;
  const paused = { status: 'paused', startedAt: 1_000, pausedAt: 61_000 } as const;
  const messages: [RelayedTimerMessage, unknown][] = [
    [
      { type: 'timer', action: 'start', timer: started },
      { type: 'timer:start', started_at: 1_000, paused_at: null },
    ],
    [
      { type: 'timer', action: 'pause', timer: paused },
      { type: 'timer:pause', started_at: 1_000, paused_at: 61_000 },
    ],
    [{ type: 'timer', action: 'stop', timer: { status: 'idle' } }, { type: 'timer:stop' }],
    [
      { type: 'timer-sync', timer: paused, limit: 20 },
      { type: 'timer:sync', started_at: 1_000, paused_at: 61_000, limit_minutes: 20 },
    ],
    [{ type: 'timer-request-sync' }, { type: 'timer:request-sync' }],
  ];

  it.each(messages)('%j goes as %j and comes back the same', (message, wire) => {
    expect(toTimerWire(message)).toEqual(wire);
    expect(fromTimerWire(toTimerWire(message))).toEqual(message);
  });

  it('leaves out what says too little', () => {
    expect(fromTimerWire({ type: 'timer:start' })).toBeNull();
    expect(fromTimerWire({ type: 'timer:sync', started_at: 5 })).toBeNull();
  });
});
