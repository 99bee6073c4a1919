import type { Geometry } from '@lectern/deck-format';
import { atLeastMinimum, rotatePoint } from '../model/geometry';
import type { Point } from './point';

export const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type Handle = (typeof HANDLES)[number];

/** Which way a handle pulls: -1 left or up, 1 right or down, 0 not along that axis. */
export function handleDirection(handle: Handle): { sx: -1 | 0 | 1; sy: -1 | 0 | 1 } {
  return {
    sx: handle.includes('e') ? 1 : handle.includes('w') ? -1 : 0,
    sy: handle.includes('s') ? 1 : handle.includes('n') ? -1 : 0,
  };
}

/** Resizing one block by a handle. The opposite side or corner stays where it is, also on a rotated block. */
export interface ResizeGesture {
  readonly handle: Handle;
  readonly origin: Point;
  readonly start: Geometry & { readonly height: number };
  readonly current: Geometry & { readonly height: number };
}

export function pressResize(handle: Handle, origin: Point, start: Geometry & { height: number }): ResizeGesture {
  return { handle, origin, start, current: start };
}

/** `keepRatio` (Shift on a corner handle) keeps the block's proportions. */
export function dragResize(gesture: ResizeGesture, point: Point, keepRatio = false): ResizeGesture {
  const { start, handle } = gesture;
  const { sx, sy } = handleDirection(handle);
  // The pointer's travel in the block's own (unrotated) frame.
  const local = rotatePoint(
    { x: point.x - gesture.origin.x, y: point.y - gesture.origin.y },
    { x: 0, y: 0 },
    -start.rotation,
  );
  let width = sx === 0 ? start.width : atLeastMinimum(start.width + sx * local.x);
  let height = sy === 0 ? start.height : atLeastMinimum(start.height + sy * local.y);
  if (keepRatio && sx !== 0 && sy !== 0 && start.height > 0) {
    const ratio = start.width / start.height;
    if (width / height > ratio) height = atLeastMinimum(width / ratio);
    else width = atLeastMinimum(height * ratio);
  }
  const centre = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  // The anchor is the point opposite the handle; it keeps its place on the slide.
  const anchor = rotatePoint(
    { x: centre.x - (sx * start.width) / 2, y: centre.y - (sy * start.height) / 2 },
    centre,
    start.rotation,
  );
  const offset = rotatePoint({ x: (sx * width) / 2, y: (sy * height) / 2 }, { x: 0, y: 0 }, start.rotation);
  const newCentre = { x: anchor.x + offset.x, y: anchor.y + offset.y };
  return {
    ...gesture,
    current: { ...start, width, height, x: newCentre.x - width / 2, y: newCentre.y - height / 2 },
  };
}

/** The final geometry in whole pixels. */
export function releaseResize(gesture: ResizeGesture): Geometry & { height: number } {
  const { current } = gesture;
  return {
    ...current,
    x: Math.round(current.x),
    y: Math.round(current.y),
    width: atLeastMinimum(Math.round(current.width)),
    height: atLeastMinimum(Math.round(current.height)),
  };
}
