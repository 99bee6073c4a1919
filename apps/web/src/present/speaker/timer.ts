/**
 * The speaker timer (spec/001 §4): idle, started, paused. Pure: every transition takes the time
 * as an argument. It starts by itself on the first slide or fragment change; rewind stops it.
 */
export type SpeakerTimer =
  | { status: 'idle' }
  | { status: 'started'; startedAt: number }
  | { status: 'paused'; startedAt: number; pausedAt: number };

export const IDLE_TIMER: SpeakerTimer = { status: 'idle' };

export function startTimer(timer: SpeakerTimer, now: number): SpeakerTimer {
  switch (timer.status) {
    case 'idle':
      return { status: 'started', startedAt: now };
    case 'paused':
      // The paused time does not count: the start moves forward by it.
      return { status: 'started', startedAt: timer.startedAt + (now - timer.pausedAt) };
    case 'started':
      return timer;
  }
}

export function pauseTimer(timer: SpeakerTimer, now: number): SpeakerTimer {
  return timer.status === 'started' ? { status: 'paused', startedAt: timer.startedAt, pausedAt: now } : timer;
}

export function stopTimer(): SpeakerTimer {
  return IDLE_TIMER;
}

/** A slide or fragment change starts a timer that is not running yet; a paused one stays paused. */
export function onSlideChange(timer: SpeakerTimer, now: number): SpeakerTimer {
  return timer.status === 'idle' ? startTimer(timer, now) : timer;
}

export function elapsedMs(timer: SpeakerTimer, now: number): number {
  switch (timer.status) {
    case 'idle':
      return 0;
    case 'started':
      return Math.max(0, now - timer.startedAt);
    case 'paused':
      return Math.max(0, timer.pausedAt - timer.startedAt);
  }
}

export interface Countdown {
  /** Milliseconds left, or past the limit when overtime. */
  ms: number;
  overtime: boolean;
  /** How much of the limit is used, 0 to 1. */
  used: number;
}

/** The countdown of a deck's `time_limit` (minutes); none without a limit. */
export function countdown(timeLimitMinutes: number, elapsed: number): Countdown | null {
  if (timeLimitMinutes <= 0) return null;
  const limit = timeLimitMinutes * 60_000;
  const left = limit - elapsed;
  return { ms: Math.abs(left), overtime: left < 0, used: Math.min(1, elapsed / limit) };
}

/** `h:mm:ss` past an hour, `mm:ss` under. */
export function formatDuration(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
