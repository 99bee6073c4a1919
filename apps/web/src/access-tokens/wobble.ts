/** A refused password's head-shake: left, right, twice, and back. */
const WOBBLE: Keyframe[] = [
  { offset: 0, transform: 'translateX(0)' },
  { offset: 0.15, transform: 'translateX(-10px) rotate(-1deg)' },
  { offset: 0.35, transform: 'translateX(10px) rotate(1deg)' },
  { offset: 0.55, transform: 'translateX(-10px) rotate(-1deg)' },
  { offset: 0.75, transform: 'translateX(10px) rotate(1deg)' },
  { offset: 1, transform: 'translateX(0)' },
].map((keyframe) => ({ ...keyframe, easing: 'ease-in-out' }));

const WOBBLE_MS = 480;

/**
 * Shakes the element from the start, even while a shake is still running; not at all for people
 * who asked for less motion.
 */
export function wobble(element: HTMLElement | null): void {
  if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  element.animate(WOBBLE, { duration: WOBBLE_MS });
}
