import type { LiveClientMessage, LiveErrorReason, LiveServerMessage } from '@lectern/contracts';
import { reconnectDelay } from '@lectern/domain';
import { LIVE_RECONNECT_ATTEMPTS, LIVE_WAITING_RETRY_MS } from '../constants';

/**
 * Where a live connection stands (spec/001 §4 "Live streaming"): the states a viewer is shown.
 * `since` is when the connection was lost; `retryAt` when the next attempt starts (null while one runs).
 */
export type LiveStatus =
  | { kind: 'connecting' }
  | { kind: 'connected' }
  | { kind: 'waiting_for_publisher'; retryAt: number }
  | { kind: 'connection_lost'; since: number; retryAt: number | null }
  | { kind: 'trouble'; reason: 'unreachable' | Extract<LiveErrorReason, 'not_found' | 'forbidden'> };

/** What a live connection needs of a WebSocket (the browser's, or a test's). */
export interface LiveSocket {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface LiveConnectionOptions {
  url: string;
  /** The subscription sent on every (re)connection. */
  subscription: Extract<LiveClientMessage, { type: 'live:subscribe' }>;
  onMessage(message: LiveServerMessage): void;
  onStatus(status: LiveStatus): void;
  openSocket?: (url: string) => LiveSocket;
  now?: () => number;
  random?: () => number;
}

export interface LiveConnection {
  /** Sends a message while subscribed; answers whether it went. */
  send(message: LiveClientMessage): boolean;
  /** Connects again at once (the Retry buttons). */
  retry(): void;
  close(): void;
}

const OPEN = 1;
const REFUSALS = new Set<LiveErrorReason>(['not_found', 'forbidden']);

/** The socket's address on the page's own host: `/realtime`, over wss on https. */
export const realtimeUrl = (location: Pick<Location, 'protocol' | 'host'>) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/realtime`;

/**
 * One subscription to a deck's live stream that keeps itself up: it subscribes on every connection
 * (the server answers the current state at once), reconnects after a loss with a jittered backoff
 * capped at 10 s, and tells where it stands. A viewer subscribed before anyone published waits for
 * the presenter and asks again every 10 s. After too many failed attempts in a row, or when the
 * server refuses the subscription, it stops and waits for `retry`.
 */
export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as LiveSocket);
  const now = options.now ?? Date.now;
  let socket: LiveSocket | null = null;
  let subscribed = false;
  let failures = 0;
  let lostSince: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const setStatus = (status: LiveStatus) => options.onStatus(status);
  const later = (ms: number, work: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(work, ms);
  };

  function connect() {
    clearTimeout(timer);
    subscribed = false;
    setStatus(
      lostSince === null ? { kind: 'connecting' } : { kind: 'connection_lost', since: lostSince, retryAt: null },
    );
    const opened = openSocket(options.url);
    socket = opened;
    opened.onmessage = (event) => {
      if (socket !== opened || typeof event.data !== 'string') return;
      let message: LiveServerMessage;
      try {
        message = JSON.parse(event.data) as LiveServerMessage;
      } catch {
        return;
      }
      receive(opened, message);
    };
    opened.onclose = () => {
      if (socket === opened) lose();
    };
    opened.onerror = () => opened.close();
  }

  function subscribe(target: LiveSocket) {
    if (target.readyState === OPEN) target.send(JSON.stringify(options.subscription));
  }

  function receive(target: LiveSocket, message: LiveServerMessage | { type: 'hello' }) {
    if (message.type === 'hello') return subscribe(target);
    if (message.type === 'live:error' && !subscribed && REFUSALS.has(message.reason)) {
      socket = null;
      target.close();
      clearTimeout(timer);
      return setStatus({ kind: 'trouble', reason: message.reason as 'not_found' | 'forbidden' });
    }
    if (message.type === 'live:subscribed') {
      subscribed = true;
      failures = 0;
      lostSince = null;
      if (message.role === 'viewer' && message.state === null) {
        const retryAt = now() + LIVE_WAITING_RETRY_MS;
        later(LIVE_WAITING_RETRY_MS, () => subscribe(target));
        setStatus({ kind: 'waiting_for_publisher', retryAt });
      } else {
        clearTimeout(timer);
        setStatus({ kind: 'connected' });
      }
    } else if (message.type === 'live:state' && subscribed) {
      clearTimeout(timer);
      setStatus({ kind: 'connected' });
    }
    options.onMessage(message as LiveServerMessage);
  }

  function lose() {
    socket = null;
    if (closed) return;
    if (subscribed) failures = 0;
    else failures += 1;
    subscribed = false;
    lostSince ??= now();
    if (failures >= LIVE_RECONNECT_ATTEMPTS) {
      clearTimeout(timer);
      return setStatus({ kind: 'trouble', reason: 'unreachable' });
    }
    const delay = reconnectDelay(failures + 1, options.random);
    later(delay, connect);
    setStatus({ kind: 'connection_lost', since: lostSince, retryAt: now() + delay });
  }

  connect();

  return {
    send(message) {
      if (!socket || !subscribed || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    retry() {
      if (closed) return;
      const current = socket;
      socket = null;
      current?.close();
      failures = 0;
      connect();
    },
    close() {
      closed = true;
      clearTimeout(timer);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
