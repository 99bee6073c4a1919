/**
 * Passes values on at most once per `delayMs`: the first at once, then the latest of those that
 * came in the meantime when the delay is over (so the last one always gets through).
 */
export function createThrottle<T>(delayMs: number, emit: (value: T) => void) {
  let lastEmit = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: { value: T } | undefined;

  const flush = () => {
    timer = undefined;
    if (!latest) return;
    const { value } = latest;
    latest = undefined;
    lastEmit = Date.now();
    emit(value);
  };

  return {
    push(value: T) {
      latest = { value };
      if (timer !== undefined) return;
      const wait = lastEmit + delayMs - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
    },
  };
}
