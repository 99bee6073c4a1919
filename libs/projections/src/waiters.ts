interface Waiter {
  position: number;
  resolve: (reached: boolean) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** Promises that resolve once a monotonically advancing position reaches theirs. */
export function createPositionWaiters() {
  let waiters: Waiter[] = [];
  let current = 0;
  return {
    advance(position: number) {
      current = Math.max(current, position);
      const ready = waiters.filter((waiter) => waiter.position <= current);
      if (ready.length === 0) return;
      waiters = waiters.filter((waiter) => waiter.position > current);
      for (const waiter of ready) {
        clearTimeout(waiter.timer);
        waiter.resolve(true);
      }
    },
    wait(position: number, timeoutMs: number): Promise<boolean> {
      if (position <= current) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter: Waiter = {
          position,
          resolve,
          timer: setTimeout(() => {
            waiters = waiters.filter((w) => w !== waiter);
            resolve(false);
          }, timeoutMs),
        };
        waiters.push(waiter);
      });
    },
    cancelAll() {
      for (const waiter of waiters) {
        clearTimeout(waiter.timer);
        waiter.resolve(false);
      }
      waiters = [];
    },
  };
}
