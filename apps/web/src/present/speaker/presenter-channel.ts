import { readTimerMessage, type TimerMessage } from './timer-sync';

/**
 * How the presenter and its speaker views keep to the same slide and timer: a BroadcastChannel named per
 * deck. It reaches only windows of the same origin (no origin to check, no window reference to
 * keep across a reload of either side), and every message is checked before it is used.
 */

export interface SlidePosition {
  indexh: number;
  indexv: number;
  indexf: number;
}

export type PresenterMessage =
  /** Where a deck is now; the other side moves there. */
  | { type: 'position'; position: SlidePosition }
  /** A speaker view that opened asks the presenter where it is. */
  | { type: 'hello' }
  /** A live presenter tells how many viewers follow (spec/001 §2 "subscriber count"). */
  | { type: 'subscribers'; count: number }
  | TimerMessage;

const isIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= -1;

/** A received message, or null when it is not one of ours. */
export function readPresenterMessage(data: unknown): PresenterMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; position?: unknown };
  if (message.type === 'hello') return { type: 'hello' };
  if (message.type === 'subscribers') {
    const { count } = data as { count?: unknown };
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? { type: 'subscribers', count } : null;
  }
  if (typeof message.type === 'string' && message.type.startsWith('timer')) return readTimerMessage(data);
  if (message.type !== 'position' || typeof message.position !== 'object' || message.position === null) return null;
  const { indexh, indexv, indexf } = message.position as Record<string, unknown>;
  if (!isIndex(indexh) || !isIndex(indexv) || !isIndex(indexf)) return null;
  return { type: 'position', position: { indexh, indexv, indexf } };
}

export const presenterChannelName = (deckId: string) => `lectern-presenter:${deckId}`;

export interface PresenterChannel {
  send(message: PresenterMessage): void;
  close(): void;
}

export function openPresenterChannel(deckId: string, onMessage: (message: PresenterMessage) => void): PresenterChannel {
  const channel = new BroadcastChannel(presenterChannelName(deckId));
  channel.onmessage = (event: MessageEvent) => {
    const message = readPresenterMessage(event.data);
    if (message) onMessage(message);
  };
  return {
    send: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}

export const samePosition = (a: SlidePosition, b: SlidePosition) =>
  a.indexh === b.indexh && a.indexv === b.indexv && a.indexf === b.indexf;
