import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RECONNECT_MAX_DELAY_MS, reconnectDelay } from '@lectern/domain';
import { LIVE_RECONNECT_ATTEMPTS, LIVE_WAITING_RETRY_MS } from '../constants';
import { openLiveConnection, realtimeUrl, type LiveSocket, type LiveStatus } from './live-connection';
import { liveNotice } from './live-notice';

/** A socket the test opens, answers and closes by hand. */
class FakeSocket implements LiveSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({});
  }
  /** The server greets, as /realtime does. */
  open() {
    this.readyState = 1;
    this.onopen?.({});
    this.receive({ type: 'hello' });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const subscription = { type: 'live:subscribe', deck_id: 'd1' } as const;
const subscribed = (state: string | null, role: 'viewer' | 'publisher' = 'viewer') => ({
  type: 'live:subscribed',
  deck_id: 'd1',
  role,
  state,
  settings: null,
});

function connection(random = () => 1) {
  const sockets: FakeSocket[] = [];
  const statuses: LiveStatus[] = [];
  const messages: unknown[] = [];
  const live = openLiveConnection({
    url: 'ws://lectern.test/realtime',
    subscription,
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random,
  });
  return { live, sockets, statuses, messages, last: () => sockets.at(-1)!, status: () => statuses.at(-1)! };
}

describe('a live connection', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => void vi.useRealTimers());

  it('subscribes on the greeting and follows: connected with a state, waiting without one, asking again every 10 s', () => {
    const { sockets, status, messages, last } = connection();
    expect(status()).toEqual({ kind: 'connecting' });
    last().open();
    expect(last().sent).toEqual([subscription]);
    last().receive(subscribed(null));
    expect(status()).toEqual({ kind: 'waiting_for_publisher', retryAt: 1_000_000 + LIVE_WAITING_RETRY_MS });
    vi.advanceTimersByTime(LIVE_WAITING_RETRY_MS);
    expect(last().sent).toEqual([subscription, subscription]);
    last().receive({ type: 'live:state', deck_id: 'd1', state: '{"indexh":1}' });
    expect(status()).toEqual({ kind: 'connected' });
    vi.advanceTimersByTime(LIVE_WAITING_RETRY_MS * 3);
    expect(last().sent).toHaveLength(2);
    expect(sockets).toHaveLength(1);
    expect(messages).toContainEqual({ type: 'live:state', deck_id: 'd1', state: '{"indexh":1}' });
  });

  it('reconnects after a loss, waiting longer each time up to 10 s, and subscribes again', () => {
    const { sockets, status, last } = connection();
    last().open();
    last().receive(subscribed('{"indexh":0}'));
    expect(status()).toEqual({ kind: 'connected' });
    last().close();
    expect(status()).toEqual({
      kind: 'connection_lost',
      since: 1_000_000,
      retryAt: 1_000_000 + reconnectDelay(1, () => 1),
    });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const lost = status() as Extract<LiveStatus, { kind: 'connection_lost' }>;
      delays.push(lost.retryAt! - Date.now());
      vi.advanceTimersByTime(lost.retryAt! - Date.now());
      expect(status()).toEqual({ kind: 'connection_lost', since: 1_000_000, retryAt: null });
      last().close();
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, LIVE_RECONNECT_MAX_DELAY_MS]);
    vi.advanceTimersByTime(LIVE_RECONNECT_MAX_DELAY_MS);
    last().open();
    expect(last().sent).toEqual([subscription]);
    last().receive(subscribed('{"indexh":2}'));
    expect(status()).toEqual({ kind: 'connected' });
    expect(sockets).toHaveLength(8);
  });

  it('stops after too many failures in a row, and tries again at once when asked', () => {
    const { live, sockets, status, last } = connection();
    last().close();
    for (let attempt = 1; attempt < LIVE_RECONNECT_ATTEMPTS; attempt++) {
      vi.advanceTimersByTime(LIVE_RECONNECT_MAX_DELAY_MS);
      last().close();
    }
    expect(status()).toEqual({ kind: 'trouble', reason: 'unreachable' });
    vi.advanceTimersByTime(LIVE_RECONNECT_MAX_DELAY_MS * 10);
    expect(sockets).toHaveLength(LIVE_RECONNECT_ATTEMPTS);
    live.retry();
    expect(sockets).toHaveLength(LIVE_RECONNECT_ATTEMPTS + 1);
    last().open();
    last().receive(subscribed('{"indexh":0}'));
    expect(status()).toEqual({ kind: 'connected' });
  });

  it('stops when the server refuses the subscription', () => {
    const { sockets, status, last } = connection();
    last().open();
    last().receive({ type: 'live:error', reason: 'not_found' });
    expect(status()).toEqual({ kind: 'trouble', reason: 'not_found' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('sends only while subscribed, and nothing after being closed', () => {
    const { live, sockets, last } = connection();
    const pointer = { type: 'live:pointer', x: 0.5, y: 0.5, outside: false, down: false } as const;
    expect(live.send(pointer)).toBe(false);
    last().open();
    last().receive(subscribed(null, 'publisher'));
    expect(live.send(pointer)).toBe(true);
    expect(last().sent).toEqual([subscription, pointer]);
    live.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('what a viewer is told', () => {
  const now = 1_000_000;
  it('waiting, with the countdown to the next try', () => {
    expect(liveNotice({ kind: 'waiting_for_publisher', retryAt: now + 9_100 }, now)).toEqual({
      title: 'Waiting for presenter',
      detail: 'Retrying in 10s',
      retry: false,
    });
  });

  it('nothing for the first 10 s of a loss; then the attempt, or the countdown with Retry', () => {
    expect(liveNotice({ kind: 'connection_lost', since: now - 9_999, retryAt: now + 500 }, now)).toBeNull();
    expect(liveNotice({ kind: 'connection_lost', since: now - 10_000, retryAt: null }, now)).toEqual({
      title: 'Connection lost, attempting to reconnect',
      retry: false,
    });
    expect(liveNotice({ kind: 'connection_lost', since: now - 20_000, retryAt: now + 3_000 }, now)).toEqual({
      title: 'Lost connection to server',
      detail: 'Retrying in 3s',
      retry: true,
    });
  });

  it('trouble with Retry, and the reminder to sign in when the session ended', () => {
    const trouble = { kind: 'trouble', reason: 'unreachable' } as const;
    expect(liveNotice(trouble, now)).toEqual({
      title: "Sorry, we're having trouble connecting. If the problem persists, contact us",
      detail: undefined,
      retry: true,
    });
    expect(liveNotice(trouble, now, true)?.detail).toBe('Please make sure you are still signed in.');
    expect(liveNotice({ kind: 'connected' }, now)).toBeNull();
  });

  it('on the page host, over wss on https', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'slides.example' })).toBe('wss://slides.example/realtime');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/realtime');
  });
});
