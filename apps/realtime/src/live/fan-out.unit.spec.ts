import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createFanOut, MAX_BUFFERED_BYTES, SLOW_VIEWER_DROP_MS } from './fan-out.js';

/** A socket that records the texts it is sent, with a send queue of the size it is given. */
const fakeSocket = (bufferedAmount = 0) => {
  const sent: string[] = [];
  const frames: unknown[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount,
    terminated: false,
    send: (data: Buffer) => {
      frames.push(data);
      sent.push(data.toString());
    },
    terminate() {
      socket.terminated = true;
      socket.readyState = 3;
    },
  };
  return { socket, sent, frames, ws: socket as unknown as WebSocket };
};

describe('the fan-out of a deck', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 0, toFake: ['setImmediate', 'Date'] }));
  afterEach(() => void vi.useRealTimers());

  it('writes one buffer, made once, to every socket, in order, and nothing to a socket before it was added', () => {
    const fanOut = createFanOut();
    const [a, b] = [fakeSocket(), fakeSocket()];
    fanOut.add(a.ws);
    fanOut.push('state', 's1');
    fanOut.add(b.ws);
    fanOut.push('other', 'timer');
    fanOut.push('state', 's2');
    expect(a.sent).toEqual(['s1', 'timer', 's2']);
    expect(b.sent).toEqual(['timer', 's2']);
    expect(a.frames[2]).toBe(b.frames[1]);
    expect(a.frames[2]).toBeInstanceOf(Buffer);
  });

  it('tells, after each pass, how long its first message took to reach every socket; one report per pass', () => {
    const waited: number[] = [];
    const fanOut = createFanOut({ chunk: 1, onPassed: (seconds) => waited.push(seconds) });
    const [a, b] = [fakeSocket(), fakeSocket()];
    fanOut.add(a.ws);
    fanOut.add(b.ws);
    fanOut.push('state', 's1');
    fanOut.push('state', 's2');
    expect(waited).toEqual([]);
    vi.runAllTimers();
    expect(waited).toHaveLength(2);
    for (const seconds of waited) expect(seconds).toBeGreaterThanOrEqual(0);
    expect(b.sent).toEqual(['s1', 's2']);
  });

  it('writes a large room in chunks, each pass what had come when it began; a socket more than one state behind gets the newest', () => {
    const fanOut = createFanOut({ chunk: 2 });
    const sockets = [...Array(5)].map(() => fakeSocket());
    for (const { ws } of sockets) fanOut.add(ws);
    fanOut.push('state', 's1');
    expect(sockets.map(({ sent }) => sent.length)).toEqual([1, 1, 0, 0, 0]);
    // Between two chunks: a pointer, a media message, a newer pointer and two newer states.
    fanOut.push('pointer', 'p1');
    fanOut.push('other', 'media');
    fanOut.push('pointer', 'p2');
    fanOut.push('state', 's2');
    fanOut.push('state', 's3');
    vi.runAllTimers();
    for (const { sent } of sockets) expect(sent).toEqual(['s1', 'media', 'p2', 's3']);
    fanOut.push('state', 's4');
    vi.runAllTimers();
    for (const { sent } of sockets) expect(sent.at(-1)).toBe('s4');
  });

  it('misses nothing while each pass ends before the next state comes', () => {
    const fanOut = createFanOut({ chunk: 2 });
    const sockets = [...Array(5)].map(() => fakeSocket());
    for (const { ws } of sockets) fanOut.add(ws);
    for (const state of ['s1', 's2', 's3']) {
      fanOut.push('state', state);
      vi.runAllTimers();
    }
    for (const { sent } of sockets) expect(sent).toEqual(['s1', 's2', 's3']);
  });

  it('skips a socket whose send queue is full, and drops it once it has stayed behind too long', () => {
    let clock = 0;
    const fanOut = createFanOut({ now: () => clock });
    const [fast, slow] = [fakeSocket(), fakeSocket(MAX_BUFFERED_BYTES + 1)];
    fanOut.add(fast.ws);
    fanOut.add(slow.ws);
    fanOut.push('pointer', 'p1');
    clock = SLOW_VIEWER_DROP_MS - 1;
    fanOut.push('pointer', 'p2');
    expect(fast.sent).toEqual(['p1', 'p2']);
    expect(slow.sent).toEqual([]);
    expect(slow.socket.terminated).toBe(false);
    clock = SLOW_VIEWER_DROP_MS;
    fanOut.push('pointer', 'p3');
    expect(slow.socket.terminated).toBe(true);
    fanOut.remove(slow.ws);
    expect(fanOut.size).toBe(1);
  });
});
