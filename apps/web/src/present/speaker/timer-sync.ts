import type { SpeakerTimer } from './timer';

/**
 * The speaker timer across windows (spec/001 §4): start, pause and stop are broadcast with the
 * timer they lead to; a speaker view that opens asks for a sync, and every running or paused
 * timer answers with its start time, pause time and limit. A sync applies only when its start is
 * later than the local one, so windows settle on the most recent start. A time limit changed in
 * one window (its prompt saves it to the deck) is told to the others.
 */
export type TimerMessage =
  | { type: 'timer'; action: 'start' | 'pause' | 'stop'; timer: SpeakerTimer }
  | { type: 'timer-sync'; timer: SpeakerTimer; limit: number }
  | { type: 'timer-request-sync' }
  | { type: 'timer-limit'; limit: number };

/** A window's timer and its time limit in minutes. */
export interface SharedTimer {
  timer: SpeakerTimer;
  limit: number;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readTimer(data: unknown): SpeakerTimer | null {
  if (typeof data !== 'object' || data === null) return null;
  const { status, startedAt, pausedAt } = data as Record<string, unknown>;
  if (status === 'idle') return { status };
  if (status === 'started' && isTime(startedAt)) return { status, startedAt };
  if (status === 'paused' && isTime(startedAt) && isTime(pausedAt)) return { status, startedAt, pausedAt };
  return null;
}

const TIMER_ACTIONS = new Set(['start', 'pause', 'stop']);

/** A received timer message, or null when it is not one. */
export function readTimerMessage(data: unknown): TimerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; action?: unknown; timer?: unknown; limit?: unknown };
  if (message.type === 'timer-request-sync') return { type: 'timer-request-sync' };
  if (message.type === 'timer-limit')
    return isTime(message.limit) ? { type: 'timer-limit', limit: message.limit } : null;
  const timer = readTimer(message.timer);
  if (!timer) return null;
  if (message.type === 'timer' && typeof message.action === 'string' && TIMER_ACTIONS.has(message.action)) {
    return { type: 'timer', action: message.action as 'start' | 'pause' | 'stop', timer };
  }
  if (message.type === 'timer-sync' && timer.status !== 'idle' && isTime(message.limit)) {
    return { type: 'timer-sync', timer, limit: message.limit };
  }
  return null;
}

const startOf = (timer: SpeakerTimer) => (timer.status === 'idle' ? -Infinity : timer.startedAt);

/** The local timer after a message from another window. */
export function receiveTimerMessage(local: SharedTimer, message: TimerMessage): SharedTimer {
  switch (message.type) {
    case 'timer':
      return { ...local, timer: message.timer };
    case 'timer-sync':
      return startOf(message.timer) > startOf(local.timer) ? { timer: message.timer, limit: message.limit } : local;
    case 'timer-limit':
      return { ...local, limit: message.limit };
    case 'timer-request-sync':
      return local;
  }
}

/** What a window answers to a sync request: its timer when it runs or is paused, nothing when idle. */
export function syncAnswer(local: SharedTimer): TimerMessage | null {
  return local.timer.status === 'idle' ? null : { type: 'timer-sync', timer: local.timer, limit: local.limit };
}
