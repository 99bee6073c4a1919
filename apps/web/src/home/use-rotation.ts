import { useEffect, useState } from 'react';

/**
 * Which of `count` items is shown: the next one every `intervalMs` while `running`, back to the
 * first after the last; and whether it has moved yet (the first item is shown without an entrance).
 */
export function useRotation(count: number, intervalMs: number, running: boolean): { index: number; moved: boolean } {
  const [turns, setTurns] = useState(0);
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setInterval(() => setTurns((current) => current + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, running]);
  return { index: turns % count, moved: turns > 0 };
}
