import { useEffect, useRef } from 'react';

/**
 * A function that calls `refresh` once after each of `delaysMs`, counted from when it is called;
 * what has not run yet is dropped when the component goes away.
 */
export function useLaterRefreshes(delaysMs: readonly number[], refresh: () => unknown): () => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return () => {
    for (const delay of delaysMs) {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        latest.current();
      }, delay);
      timers.current.add(timer);
    }
  };
}
