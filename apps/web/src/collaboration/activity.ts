import { COLLABORATION_IDLE_MS, TYPING_SEND_EVERY_MS } from './timings';

/** What the watches need of time, passed in so they run under fake timers. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** Idle after COLLABORATION_IDLE_MS without input, active again at the next input. */
export function createIdleWatch(onChange: (idle: boolean) => void, clock: Clock = browserClock) {
  let idle = false;
  let timer: unknown = null;
  const arm = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      idle = true;
      onChange(true);
    }, COLLABORATION_IDLE_MS);
  };
  arm();
  return {
    /** Input happened. */
    input() {
      if (idle) {
        idle = false;
        onChange(false);
      }
      arm();
    },
    stop() {
      if (timer !== null) clock.clearTimeout(timer);
    },
  };
}

/**
 * Typing in the comment field: the first keystroke says so, and again every TYPING_SEND_EVERY_MS
 * while it goes on; sending the comment or emptying the field says it stopped.
 */
export function createTypingSignal(send: (typing: boolean) => void, clock: Clock = browserClock) {
  let lastSent: number | null = null;
  return {
    typed() {
      const now = clock.now();
      if (lastSent !== null && now - lastSent < TYPING_SEND_EVERY_MS) return;
      lastSent = now;
      send(true);
    },
    stopped() {
      if (lastSent === null) return;
      lastSent = null;
      send(false);
    },
  };
}
