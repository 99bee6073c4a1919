import type { Box } from '../model/geometry';

/** A guide line drawn while a snap holds: vertical (`axis` x) at `position`, or horizontal (`axis` y). */
export interface Guide {
  readonly axis: 'x' | 'y';
  readonly position: number;
}

/** Lines a moving box snaps to: the slide's edges and centre, and other blocks' edges and centres. */
export interface SnapLines {
  readonly xs: readonly number[];
  readonly ys: readonly number[];
}

/** How close, in slide pixels, an edge or centre must come to a line to snap to it. */
export const SNAP_DISTANCE = 6;

export function snapLines(slide: { width: number; height: number }, others: readonly Box[]): SnapLines {
  const xs = [0, slide.width / 2, slide.width];
  const ys = [0, slide.height / 2, slide.height];
  for (const box of others) {
    xs.push(box.x, box.x + box.width / 2, box.x + box.width);
    ys.push(box.y, box.y + box.height / 2, box.y + box.height);
  }
  return { xs, ys };
}

function nearest(candidates: readonly number[], lines: readonly number[], distance: number) {
  let best: { shift: number; line: number } | null = null;
  for (const candidate of candidates)
    for (const line of lines) {
      const shift = line - candidate;
      if (Math.abs(shift) <= distance && (!best || Math.abs(shift) < Math.abs(best.shift))) best = { shift, line };
    }
  return best;
}

/** The line `value` (a moving edge) snaps to within `distance`, and the shift to reach it. */
export const snapValue = (value: number, lines: readonly number[], distance = SNAP_DISTANCE) =>
  nearest([value], lines, distance);

/**
 * Where `box` lands when its left, centre or right comes within `distance` of a vertical line (and
 * likewise top, middle or bottom of a horizontal one): the shift to apply and the guides to show.
 */
export function snapBox(
  box: Box,
  lines: SnapLines,
  distance = SNAP_DISTANCE,
): { dx: number; dy: number; guides: readonly Guide[] } {
  const x = nearest([box.x, box.x + box.width / 2, box.x + box.width], lines.xs, distance);
  const y = nearest([box.y, box.y + box.height / 2, box.y + box.height], lines.ys, distance);
  const guides: Guide[] = [];
  if (x) guides.push({ axis: 'x', position: x.line });
  if (y) guides.push({ axis: 'y', position: y.line });
  return { dx: x?.shift ?? 0, dy: y?.shift ?? 0, guides };
}
