import { useEffect, useRef, useState } from 'react';
import { createThrottle } from './throttle';

/** `value`, passed on at most once per `delayMs` (the first change at once, the last one always). */
export function useThrottled<T>(value: T, delayMs: number): T {
  const [passed, setPassed] = useState(value);
  const throttle = useRef<ReturnType<typeof createThrottle<T>>>(null);
  useEffect(() => {
    const created = createThrottle<T>(delayMs, setPassed);
    throttle.current = created;
    return () => created.cancel();
  }, [delayMs]);
  useEffect(() => throttle.current?.push(value), [value]);
  return passed;
}
