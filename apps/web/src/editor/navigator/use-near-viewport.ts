import { useEffect, useState, type RefObject } from 'react';

/** Thumbnails this far outside the navigator's view are drawn ahead of scrolling. */
const AHEAD = '300px';

/** Whether the element is in or near its scrolling ancestor's view; once near, it stays drawn. */
export function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
