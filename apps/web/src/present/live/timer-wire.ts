import type { LiveRelayMessage } from '@lectern/contracts';
import type { SpeakerTimer } from '../speaker/timer';
import type { TimerMessage } from '../speaker/timer-sync';

/** The timer messages relayed between presenters. */
export type RelayedTimerMessage = Exclude<TimerMessage, { type: 'timer-limit' }>;

export type TimerWireMessage = Extract<LiveRelayMessage, { type: `timer:${string}` }>;

const timerFields = (timer: SpeakerTimer) =>
  timer.status === 'idle'
    ? {}
    : { started_at: timer.startedAt, paused_at: timer.status === 'paused' ? timer.pausedAt : null };

/**
 * A speaker view's timer message as the live namespace carries it (spec/001 §7). A time limit is
 * not relayed: it is saved to the deck, where every presenter's speaker view reads it.
 */
export function toTimerWire(message: RelayedTimerMessage): TimerWireMessage {
  switch (message.type) {
    case 'timer-request-sync':
      return { type: 'timer:request-sync' };
    case 'timer-sync':
      return { type: 'timer:sync', ...timerFields(message.timer), limit_minutes: message.limit };
    case 'timer':
      return { type: `timer:${message.action}`, ...timerFields(message.timer) };
  }
}

function timerOf(message: TimerWireMessage): SpeakerTimer | null {
  if (message.started_at === undefined) return null;
  const pausedAt = message.paused_at ?? null;
  return pausedAt === null
    ? { status: 'started', startedAt: message.started_at }
    : { status: 'paused', startedAt: message.started_at, pausedAt };
}

/** A timer message from the live namespace as the speaker views share it; null when it says too little. */
export function fromTimerWire(message: TimerWireMessage): TimerMessage | null {
  switch (message.type) {
    case 'timer:request-sync':
      return { type: 'timer-request-sync' };
    case 'timer:stop':
      return { type: 'timer', action: 'stop', timer: { status: 'idle' } };
    case 'timer:sync': {
      const timer = timerOf(message);
      return timer && message.limit_minutes !== undefined
        ? { type: 'timer-sync', timer, limit: message.limit_minutes }
        : null;
    }
    case 'timer:start':
    case 'timer:pause': {
      const timer = timerOf(message);
      return timer && { type: 'timer', action: message.type === 'timer:start' ? 'start' : 'pause', timer };
    }
  }
}
