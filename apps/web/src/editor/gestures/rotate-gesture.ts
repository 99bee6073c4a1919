import { normalizedAngle } from '../model/geometry';
import type { Point } from './point';

/** With Shift held, rotation moves in steps of this many degrees. */
export const ROTATION_STEP = 15;

/** Rotating one block by its handle about the block's centre. */
export interface RotateGesture {
  readonly centre: Point;
  readonly startAngle: number;
  readonly startRotation: number;
  readonly rotation: number;
}

const angleOf = (centre: Point, point: Point) => (Math.atan2(point.y - centre.y, point.x - centre.x) * 180) / Math.PI;

export function pressRotate(centre: Point, origin: Point, rotation: number): RotateGesture {
  return { centre, startAngle: angleOf(centre, origin), startRotation: rotation, rotation };
}

export function dragRotate(gesture: RotateGesture, point: Point, stepped = false): RotateGesture {
  const turned = gesture.startRotation + angleOf(gesture.centre, point) - gesture.startAngle;
  const rotation = stepped ? Math.round(turned / ROTATION_STEP) * ROTATION_STEP : Math.round(turned);
  return { ...gesture, rotation: normalizedAngle(rotation) };
}
