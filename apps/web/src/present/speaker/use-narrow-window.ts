import { useSyncExternalStore } from 'react';

/** Whether the window is narrower than `width` pixels, followed as it resizes. */
export function useNarrowWindow(width: number): boolean {
  const query = `(max-width: ${width - 0.02}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
