import { CONTENT_RELOAD_MS_PER_FOUR_SLIDES } from './timings';

/** spec/001 §4: a deck whose content changed reloads at most once a second for each four slides. */
export const contentReloadInterval = (slideCount: number) =>
  CONTENT_RELOAD_MS_PER_FOUR_SLIDES * Math.max(1, Math.ceil(slideCount / 4));

/**
 * Calls `reload` for the changes it is told of, at most once per interval: a change within the
 * interval is done when it ends, once, however many came.
 */
export function createReloadThrottle(
  reload: () => void,
  clock: { now(): number; setTimeout(callback: () => void, ms: number): unknown; clearTimeout(h: unknown): void },
) {
  let last = -Infinity;
  let waiting: unknown = null;
  return {
    changed(slideCount: number) {
      if (waiting !== null) return;
      const wait = last + contentReloadInterval(slideCount) - clock.now();
      if (wait <= 0) {
        last = clock.now();
        reload();
        return;
      }
      waiting = clock.setTimeout(() => {
        waiting = null;
        last = clock.now();
        reload();
      }, wait);
    },
    stop() {
      if (waiting !== null) clock.clearTimeout(waiting);
    },
  };
}
