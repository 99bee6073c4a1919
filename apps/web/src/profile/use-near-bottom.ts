import { useEffect, useRef } from 'react';
import { PROFILE_RESIZE_THROTTLE_MS, PROFILE_SCROLL_THROTTLE_MS } from '../ui/constants';

/** Within one viewport height of the end of the page. */
function nearBottom(): boolean {
  const viewport = window.innerHeight;
  return window.scrollY + viewport >= document.documentElement.scrollHeight - viewport;
}

/** Calls `onNear` when scrolling or resizing brings the end of the page within a viewport height, while `active`. */
export function useNearBottom(active: boolean, onNear: () => void): void {
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const checkAfter = (delay: number) => () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        if (nearBottom()) latest.current();
      }, delay);
    };
    const onScroll = checkAfter(PROFILE_SCROLL_THROTTLE_MS);
    const onResize = checkAfter(PROFILE_RESIZE_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [active]);
}
