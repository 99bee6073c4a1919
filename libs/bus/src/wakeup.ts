/**
 * A sleep that another part of the program can cut short, for one waiter at a time. A wake with
 * nobody waiting makes the next wait return at once, so a wake between a check and a wait is not lost.
 */
export interface Wakeup {
  /** Resolves after `ms` (never, without `ms`) or at the next `wake()`. */
  wait(ms?: number): Promise<void>;
  wake(): void;
}

export function createWakeup(): Wakeup {
  let pending = false;
  let release: (() => void) | undefined;
  return {
    wait(ms) {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const timer = ms === undefined ? undefined : setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          release = undefined;
          resolve();
        }
        release = done;
      });
    },
    wake() {
      if (release) release();
      else pending = true;
    },
  };
}
