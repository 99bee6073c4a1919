import { useEffect, type RefObject } from 'react';
import type { RevealApi } from 'reveal.js';
import { classifyTouch, gestureStep } from './swipe';

/** Tap or swipe on `area` to move the deck (the speaker view's mobile variant). */
export function useTouchNavigation(
  area: RefObject<HTMLElement | null>,
  deck: RevealApi | null,
  enabled: boolean,
): void {
  useEffect(() => {
    const element = area.current;
    if (!element || !deck || !enabled) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const step = gestureStep(classifyTouch(start, { x: touch.clientX, y: touch.clientY }));
      start = null;
      event.preventDefault();
      if (step === 'next') deck.next();
      else deck.prev();
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
    };
  }, [area, deck, enabled]);
}
