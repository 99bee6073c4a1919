import { useCallback, useEffect, useRef } from 'react';

/**
 * Collects changes and saves them together `delayMs` after the last one; `flush` saves at once.
 * What is still waiting when the component goes away is saved then.
 */
export function useDelayedSave<Changes extends object>(delayMs: number, save: (changes: Changes) => void) {
  const pending = useRef<Partial<Changes> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestSave = useRef(save);
  latestSave.current = save;

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const changes = pending.current;
    pending.current = null;
    if (changes) latestSave.current(changes as Changes);
  }, []);

  const change = useCallback(
    (changes: Partial<Changes>, { now = false } = {}) => {
      pending.current = { ...pending.current, ...changes };
      if (timer.current !== null) clearTimeout(timer.current);
      if (now) flush();
      else timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => flush, [flush]);
  return { change, flush };
}
