/** Reconnecting waits twice as long after each failure, from this, up to the maximum (spec/001 §9). */
export const LIVE_RECONNECT_FIRST_DELAY_MS = 500;
export const LIVE_RECONNECT_MAX_DELAY_MS = 10_000;

/**
 * How long a live client waits before reconnection attempt `attempt` (1, 2, ...): twice as long
 * each time up to the maximum, and somewhere between half and all of that, so that the thousands
 * of viewers a restarted server lost do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LIVE_RECONNECT_MAX_DELAY_MS, LIVE_RECONNECT_FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
