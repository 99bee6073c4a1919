import {
  editorServerMessage,
  type CollaborationMessage,
  type EditorClientMessage,
  type EditorErrorReason,
  type UserState,
} from '@lectern/contracts';
import { RECONNECT_MAX_DELAY_MS } from './timings';

/** spec/001 §4 "Editor stream states". */
export type StreamState = 'connecting' | 'connected' | 'reconnected' | 'reconnect_failed' | 'disconnected';

export interface ConnectionEvents {
  /** The stream's state; while it is down, when the next attempt is made (ms from now). */
  onState(state: StreamState, retryInMs: number | null): void;
  /** Everyone's presence as the deck was joined (again). */
  onJoined(users: UserState[]): void;
  onMessage(message: CollaborationMessage): void;
  /** The server refused the subscription or expelled the socket. */
  onRefused(reason: EditorErrorReason): void;
  /** A binary frame: the shared document's sync and awareness, on a deck edited together (decision 0071). */
  onFrame(frame: Uint8Array): void;
}

/** What the connection needs from the browser, passed in so it runs under test without one. */
export interface ConnectionEnvironment {
  open(url: string): WebSocket;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browser: ConnectionEnvironment = {
  open: (url) => new WebSocket(url),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** Where a page's socket connects: the editor namespace on this origin. */
export const editorSocketUrl = (location: Pick<Location, 'protocol' | 'host'>) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/realtime/editor`;

/** 1 s, 2 s, 4 s, 8 s, then 10 s between reconnection attempts. */
export const reconnectDelay = (attempt: number) => Math.min(RECONNECT_MAX_DELAY_MS, 1000 * 2 ** attempt);

/**
 * A page's connection to a deck's editor namespace: subscribes, keeps its presence (slide, idle)
 * to send again after a reconnection, reconnects with growing delays, and reports its state.
 * A refusal (no access, removed) ends it: it does not reconnect.
 */
export class CollaborationConnection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retry: unknown = null;
  private closed = false;
  private everConnected = false;
  /** Subscribed on the current socket. */
  private up = false;
  private slideId: string | null;
  private idle = false;

  constructor(
    private readonly url: string,
    private readonly deckId: string,
    slideId: string | null,
    private readonly events: ConnectionEvents,
    private readonly environment: ConnectionEnvironment = browser,
  ) {
    this.slideId = slideId;
  }

  connect(): void {
    this.closed = false;
    if (!this.everConnected) this.events.onState('connecting', null);
    const socket = this.environment.open(this.url);
    this.socket = socket;
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => this.send({ type: 'subscribe', deck_id: this.deckId, slide_id: this.slideId });
    socket.onmessage = (event) =>
      event.data instanceof ArrayBuffer
        ? this.events.onFrame(new Uint8Array(event.data))
        : this.receive(String(event.data));
    socket.onclose = () => this.lost(socket);
  }

  /** Connects now rather than at the end of the wait (the Retry of the lost-connection notice). */
  reconnectNow(): void {
    if (this.closed || (this.socket && this.socket.readyState <= 1)) return;
    if (this.retry !== null) this.environment.clearTimeout(this.retry);
    this.retry = null;
    this.connect();
  }

  close(): void {
    this.closed = true;
    if (this.retry !== null) this.environment.clearTimeout(this.retry);
    this.socket?.close();
    this.socket = null;
  }

  changeSlide(slideId: string | null): void {
    this.slideId = slideId;
    this.send({ type: 'slide-change', slide_id: slideId });
  }

  setIdle(idle: boolean): void {
    if (this.idle === idle) return;
    this.idle = idle;
    this.send({ type: idle ? 'idle' : 'active' });
  }

  typing(typing: boolean): void {
    this.send({
      type: 'broadcast',
      message: { type: typing ? 'collaboration:user-typing' : 'collaboration:user-typing-stopped' },
    });
  }

  /** Sends a binary frame of the shared document; false when the socket is not subscribed. */
  sendFrame(frame: Uint8Array): boolean {
    if (!this.up || this.socket?.readyState !== 1) return false;
    this.socket.send(frame);
    return true;
  }

  private send(message: EditorClientMessage): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  private receive(text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const result = editorServerMessage.safeParse(parsed);
    if (!result.success) return;
    const message = result.data;
    switch (message.type) {
      case 'subscribed': {
        const state = this.everConnected ? 'reconnected' : 'connected';
        // Up before it is said: whoever hears it may send at once.
        this.everConnected = true;
        this.up = true;
        this.attempt = 0;
        this.events.onState(state, null);
        if (this.idle) this.send({ type: 'idle' });
        this.events.onJoined(message.users);
        return;
      }
      case 'user-states':
        this.events.onJoined(message.users);
        return;
      case 'together:acked':
        // Not kept count of: the sync handshake on every join sends whatever the server lacks.
        return;
      case 'error':
        // A refused message or frame leaves the connection open.
        if (['invalid', 'unavailable', 'too_large', 'rate_limited'].includes(message.reason)) return;
        this.closed = true;
        this.socket?.close();
        this.events.onRefused(message.reason);
        return;
      default:
        this.events.onMessage(message);
    }
  }

  private lost(socket: WebSocket): void {
    if (socket !== this.socket || this.closed) return;
    this.socket = null;
    const delay = reconnectDelay(this.attempt++);
    // Lost after being up, or an attempt to come back that failed.
    this.events.onState(this.up || !this.everConnected ? 'disconnected' : 'reconnect_failed', delay);
    this.up = false;
    this.retry = this.environment.setTimeout(() => {
      this.retry = null;
      this.connect();
    }, delay);
  }
}
