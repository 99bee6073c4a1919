import { SWIPE_TAP_DISTANCE_PX } from '../constants';

export type TouchGesture = 'tap' | 'swipe-left' | 'swipe-right' | 'swipe-up' | 'swipe-down';

interface Point {
  x: number;
  y: number;
}

/** A touch from `start` to `end`: a tap when it moved less than the tap distance, else a swipe along its longer axis. */
export function classifyTouch(start: Point, end: Point): TouchGesture {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.hypot(dx, dy) < SWIPE_TAP_DISTANCE_PX) return 'tap';
  if (Math.abs(dx) >= Math.abs(dy)) return dx < 0 ? 'swipe-left' : 'swipe-right';
  return dy < 0 ? 'swipe-up' : 'swipe-down';
}

/** Swiping left or tapping goes forward, swiping right goes back (as a page is turned). */
export function gestureStep(gesture: TouchGesture): 'next' | 'prev' {
  return gesture === 'swipe-right' || gesture === 'swipe-down' ? 'prev' : 'next';
}
