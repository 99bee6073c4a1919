import { LIVE_POINTER_EASING } from '../constants';

/** Where the presenter points, as a share of the slide's width and height (spec/001 §3 "Pointer message"). */
export interface PointerPosition {
  x: number;
  y: number;
  /** Outside the slide: the audience sees no pointer. */
  outside: boolean;
  down: boolean;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The pointer at a point of the page, over a slide drawn in `box`; outside it, at its nearest edge. */
export function pointerOver(box: Box, clientX: number, clientY: number, down: boolean): PointerPosition {
  const x = box.width > 0 ? (clientX - box.left) / box.width : 0;
  const y = box.height > 0 ? (clientY - box.top) / box.height : 0;
  return { x: clamp(x), y: clamp(y), outside: x < 0 || x > 1 || y < 0 || y > 1, down };
}

/** One frame of the audience's pointer gliding towards where the presenter points. */
export function easeTowards(current: { x: number; y: number }, target: { x: number; y: number }) {
  const step = (from: number, to: number) => {
    const next = from + (to - from) * LIVE_POINTER_EASING;
    return Math.abs(to - next) < 0.0005 ? to : next;
  };
  return { x: step(current.x, target.x), y: step(current.y, target.y) };
}
