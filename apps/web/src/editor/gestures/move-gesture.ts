import type { GeometryChange } from '../model/block-ops';
import { unionOf, type Box } from '../model/geometry';
import { DRAG_THRESHOLD, distance, type Point } from './point';
import { snapBox, type Guide, type SnapLines } from './snapping';

/**
 * Moving the selected blocks by dragging: `pressed` until the pointer travels past the drag
 * threshold, then `moving` with the offset so far (snapped to the slide and other blocks unless
 * snapping is off) and the guides to draw.
 */
export interface MoveGesture {
  readonly phase: 'pressed' | 'moving';
  readonly origin: Point;
  readonly start: ReadonlyMap<string, Box>;
  readonly offset: Point;
  readonly guides: readonly Guide[];
}

export function pressMove(origin: Point, boxes: ReadonlyMap<string, Box>): MoveGesture {
  return { phase: 'pressed', origin, start: boxes, offset: { x: 0, y: 0 }, guides: [] };
}

export function dragMove(
  gesture: MoveGesture,
  point: Point,
  lines: SnapLines,
  options: { snap: boolean; threshold?: number },
): MoveGesture {
  if (gesture.phase === 'pressed' && distance(point, gesture.origin) <= (options.threshold ?? DRAG_THRESHOLD))
    return gesture;
  const raw = { x: point.x - gesture.origin.x, y: point.y - gesture.origin.y };
  const box = unionOf([...gesture.start.values()])!;
  const moved = { ...box, x: box.x + raw.x, y: box.y + raw.y };
  const snap = options.snap ? snapBox(moved, lines) : { dx: 0, dy: 0, guides: [] };
  return { ...gesture, phase: 'moving', offset: { x: raw.x + snap.dx, y: raw.y + snap.dy }, guides: snap.guides };
}

/** The new positions, whole pixels; null when the press never became a drag (a click). */
export function releaseMove(gesture: MoveGesture): ReadonlyMap<string, GeometryChange> | null {
  if (gesture.phase === 'pressed') return null;
  const changes = new Map<string, GeometryChange>();
  for (const [id, box] of gesture.start)
    changes.set(id, { x: Math.round(box.x + gesture.offset.x), y: Math.round(box.y + gesture.offset.y) });
  return changes;
}
