/** A function run at most once per `ms`: at once when it has rested, else once more at the end of the wait. */
export interface Throttled {
  (): void;
  /** Runs a pending call now. */
  flush(): void;
  cancel(): void;
}

export function throttle(work: () => void, ms: number, now: () => number = Date.now): Throttled {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    work();
  };
  const throttled = () => {
    if (timer !== undefined) return;
    const wait = last + ms - now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  throttled.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
