import { LIVE_RECONNECT_FIRST_DELAY_MS, LIVE_RECONNECT_MAX_DELAY_MS } from '../constants';

/**
 * How long to wait before reconnection attempt `attempt` (1, 2, ...): twice as long each time up to
 * the maximum, and somewhere between half and all of that, so that the thousands of viewers a
 * restarted server lost do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LIVE_RECONNECT_MAX_DELAY_MS, LIVE_RECONNECT_FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
