import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CollaborationConnection, editorSocketUrl, reconnectDelay, type ConnectionEvents } from './connection';

/** A socket the test opens, answers and closes by hand. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string | ArrayBuffer }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string | Uint8Array) {
    this.sent.push(typeof data === 'string' ? JSON.parse(data) : data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  receiveFrame(frame: Uint8Array) {
    this.onmessage?.({ data: frame.slice().buffer });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const latest = () => FakeSocket.opened.at(-1)!;

describe('the collaboration connection', () => {
  let events: { [K in keyof ConnectionEvents]: ReturnType<typeof vi.fn> };
  let connection: CollaborationConnection;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
    events = {
      onState: vi.fn(),
      onJoined: vi.fn(),
      onMessage: vi.fn(),
      onRefused: vi.fn(),
      onFrame: vi.fn(),
    };
    connection = new CollaborationConnection('ws://host/realtime/editor', 'd1', 'intro', events as never, {
      open: (url) => new FakeSocket(url) as unknown as WebSocket,
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
  });
  afterEach(() => vi.useRealTimers());

  it('subscribes once open and reports connected with everyone’s presence', () => {
    connection.connect();
    expect(events.onState).toHaveBeenLastCalledWith('connecting', null);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', deck_id: 'd1', slide_id: 'intro' }]);
    const users = [{ user_id: 'u1', status: 'viewing', slide_id: 'intro' }];
    latest().receive({ type: 'subscribed', deck_id: 'd1', user_id: 'u1', users });
    expect(events.onState).toHaveBeenLastCalledWith('connected', null);
    expect(events.onJoined).toHaveBeenCalledWith(users);
    latest().receive({ type: 'collaboration:user-typing', user_id: 'u2' });
    latest().receive({ type: 'not a message we know' });
    expect(events.onMessage).toHaveBeenCalledTimes(1);
  });

  it('passes the shared document’s binary frames on, and sends frames only once subscribed', () => {
    connection.connect();
    latest().open();
    expect(connection.sendFrame(new Uint8Array([0, 0, 1, 0]))).toBe(false);
    latest().receive({ type: 'subscribed', deck_id: 'd1', user_id: 'u1', users: [] });
    latest().receiveFrame(new Uint8Array([0, 0, 1, 0]));
    expect(events.onFrame).toHaveBeenCalledWith(new Uint8Array([0, 0, 1, 0]));
    expect(connection.sendFrame(new Uint8Array([0, 2, 1, 0]))).toBe(true);
    expect(latest().sent.at(-1)).toEqual(new Uint8Array([0, 2, 1, 0]));
  });

  it('reconnects after 1, 2, 4 s... at most 10 s, and subscribes again where it was, idle or not', () => {
    connection.connect();
    latest().open();
    latest().receive({ type: 'subscribed', deck_id: 'd1', user_id: 'u1', users: [] });
    connection.changeSlide('third');
    connection.setIdle(true);
    latest().drop();
    expect(events.onState).toHaveBeenLastCalledWith('disconnected', 1000);
    vi.advanceTimersByTime(1000);
    latest().drop();
    expect(events.onState).toHaveBeenLastCalledWith('reconnect_failed', 2000);
    vi.advanceTimersByTime(2000);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', deck_id: 'd1', slide_id: 'third' }]);
    latest().receive({ type: 'subscribed', deck_id: 'd1', user_id: 'u1', users: [] });
    expect(events.onState).toHaveBeenLastCalledWith('reconnected', null);
    expect(latest().sent.at(-1)).toEqual({ type: 'idle' });
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });

  it('retries at once when asked, and stops for good when refused', () => {
    connection.connect();
    latest().open();
    latest().drop();
    const count = FakeSocket.opened.length;
    connection.reconnectNow();
    expect(FakeSocket.opened.length).toBe(count + 1);
    latest().open();
    latest().receive({ type: 'error', reason: 'forbidden' });
    expect(events.onRefused).toHaveBeenCalledWith('forbidden');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened.length).toBe(count + 1);
  });

  it('sends presence and typing only while open, and its address follows the page', () => {
    connection.typing(true);
    connection.connect();
    latest().open();
    connection.typing(true);
    connection.typing(false);
    connection.setIdle(false);
    connection.setIdle(true);
    expect(latest().sent.slice(1)).toEqual([
      { type: 'broadcast', message: { type: 'collaboration:user-typing' } },
      { type: 'broadcast', message: { type: 'collaboration:user-typing-stopped' } },
      { type: 'idle' },
    ]);
    expect(editorSocketUrl({ protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/realtime/editor');
    expect(editorSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/realtime/editor');
  });
});
