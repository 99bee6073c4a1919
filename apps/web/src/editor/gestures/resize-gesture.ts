import type { Geometry } from '@lectern/deck-format';
import { atLeastMinimum, rotatePoint } from '../model/geometry';
import type { Point } from './point';
import { snapValue, type Guide, type SnapLines } from './snapping';

export const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type Handle = (typeof HANDLES)[number];

/** Which way a handle pulls: -1 left or up, 1 right or down, 0 not along that axis. */
export function handleDirection(handle: Handle): { sx: -1 | 0 | 1; sy: -1 | 0 | 1 } {
  return {
    sx: handle.includes('e') ? 1 : handle.includes('w') ? -1 : 0,
    sy: handle.includes('s') ? 1 : handle.includes('n') ? -1 : 0,
  };
}

export type Frame = Geometry & { readonly height: number };

/**
 * Resizing a frame by a handle: one block's own frame, or the bounding box of a multi-selection,
 * whose members are scaled with it. The opposite side or corner stays where it is, also on a
 * rotated block. An unrotated frame's moving edges snap to the slide and other blocks, with guides.
 */
export interface ResizeGesture {
  readonly handle: Handle;
  readonly origin: Point;
  readonly start: Frame;
  readonly current: Frame;
  /** The blocks inside the frame, by id, as they were when the gesture began. */
  readonly members: ReadonlyMap<string, Frame>;
  readonly guides: readonly Guide[];
}

export function pressResize(
  handle: Handle,
  origin: Point,
  start: Frame,
  members: ReadonlyMap<string, Frame>,
): ResizeGesture {
  return { handle, origin, start, current: start, members, guides: [] };
}

export interface ResizeOptions {
  /** Shift on a corner handle keeps the frame's proportions. */
  readonly keepRatio?: boolean;
  /** Lines the moving edges snap to; none (or Alt held) resizes freely. */
  readonly lines?: SnapLines;
}

/** Moves the frame's dragged edges onto the nearest snap lines, keeping the minimum size. */
function snapped(frame: Frame, handle: Handle, lines: SnapLines): { frame: Frame; guides: Guide[] } {
  const { sx, sy } = handleDirection(handle);
  let { x, y, width, height } = frame;
  const guides: Guide[] = [];
  const edgeX = sx === 0 ? null : snapValue(sx > 0 ? x + width : x, lines.xs);
  if (edgeX) {
    if (sx > 0) width = atLeastMinimum(edgeX.line - x);
    else [x, width] = [edgeX.line, atLeastMinimum(x + width - edgeX.line)];
    guides.push({ axis: 'x', position: edgeX.line });
  }
  const edgeY = sy === 0 ? null : snapValue(sy > 0 ? y + height : y, lines.ys);
  if (edgeY) {
    if (sy > 0) height = atLeastMinimum(edgeY.line - y);
    else [y, height] = [edgeY.line, atLeastMinimum(y + height - edgeY.line)];
    guides.push({ axis: 'y', position: edgeY.line });
  }
  return { frame: { ...frame, x, y, width, height }, guides };
}

export function dragResize(gesture: ResizeGesture, point: Point, options: ResizeOptions = {}): ResizeGesture {
  const { start, handle } = gesture;
  const { sx, sy } = handleDirection(handle);
  // The pointer's travel in the frame's own (unrotated) frame.
  const local = rotatePoint(
    { x: point.x - gesture.origin.x, y: point.y - gesture.origin.y },
    { x: 0, y: 0 },
    -start.rotation,
  );
  let width = sx === 0 ? start.width : atLeastMinimum(start.width + sx * local.x);
  let height = sy === 0 ? start.height : atLeastMinimum(start.height + sy * local.y);
  const keepRatio = options.keepRatio === true && sx !== 0 && sy !== 0 && start.height > 0;
  if (keepRatio) {
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
  const current = { ...start, width, height, x: newCentre.x - width / 2, y: newCentre.y - height / 2 };
  // Snapping a turned frame or one held to its proportions would pull it off its anchor or ratio.
  if (!options.lines || keepRatio || start.rotation !== 0) return { ...gesture, current, guides: [] };
  const snap = snapped(current, handle, options.lines);
  return { ...gesture, current: snap.frame, guides: snap.guides };
}

/** Each member scaled with the frame: its place within the frame and its size follow the frame's. */
export function resizedMembers(gesture: ResizeGesture): ReadonlyMap<string, Frame> {
  const { start, current } = gesture;
  const fx = current.width / Math.max(1, start.width);
  const fy = current.height / Math.max(1, start.height);
  const boxes = new Map<string, Frame>();
  for (const [id, member] of gesture.members) {
    // A block resized on its own is the frame, turned with it.
    if (gesture.members.size === 1) boxes.set(id, current);
    else
      boxes.set(id, {
        ...member,
        x: current.x + (member.x - start.x) * fx,
        y: current.y + (member.y - start.y) * fy,
        width: atLeastMinimum(member.width * fx),
        height: atLeastMinimum(member.height * fy),
      });
  }
  return boxes;
}

/** The members' final geometries in whole pixels. */
export function releaseResize(gesture: ResizeGesture): ReadonlyMap<string, Frame> {
  const boxes = new Map<string, Frame>();
  for (const [id, box] of resizedMembers(gesture))
    boxes.set(id, {
      ...box,
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: atLeastMinimum(Math.round(box.width)),
      height: atLeastMinimum(Math.round(box.height)),
    });
  return boxes;
}
