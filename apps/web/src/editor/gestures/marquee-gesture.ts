import { intersects, type Box } from '../model/geometry';
import type { Point } from './point';

/** Selecting by dragging a rectangle over empty slide: every block it touches is selected (added to the selection with Shift). */
export interface MarqueeGesture {
  readonly origin: Point;
  readonly rect: Box;
  readonly base: readonly string[];
  readonly selection: readonly string[];
}

export function pressMarquee(origin: Point, base: readonly string[] = []): MarqueeGesture {
  return { origin, rect: { ...origin, width: 0, height: 0 }, base, selection: base };
}

export function dragMarquee(gesture: MarqueeGesture, point: Point, boxes: ReadonlyMap<string, Box>): MarqueeGesture {
  const rect = {
    x: Math.min(point.x, gesture.origin.x),
    y: Math.min(point.y, gesture.origin.y),
    width: Math.abs(point.x - gesture.origin.x),
    height: Math.abs(point.y - gesture.origin.y),
  };
  const touched = [...boxes].filter(([, box]) => intersects(rect, box)).map(([id]) => id);
  const selection = [...gesture.base, ...touched.filter((id) => !gesture.base.includes(id))];
  return { ...gesture, rect, selection };
}
