/** A deck's update larger than this is refused (decision 0066). */
export const MAX_UPDATE_BYTES = 256 * 1024;
/** Per socket and second: more frames, or more bytes, are refused. */
export const MAX_FRAMES_PER_SECOND = 20;
export const MAX_BYTES_PER_SECOND = 1024 * 1024;

/** What one socket may still send in the current second; `take` answers whether a frame fits. */
export function createSocketBudget(now: () => number = Date.now) {
  let windowStart = -Infinity;
  let frames = 0;
  let bytes = 0;
  return {
    take(size: number): boolean {
      const at = now();
      if (at - windowStart >= 1000) {
        windowStart = at;
        frames = 0;
        bytes = 0;
      }
      frames += 1;
      bytes += size;
      return frames <= MAX_FRAMES_PER_SECOND && bytes <= MAX_BYTES_PER_SECOND;
    },
  };
}
