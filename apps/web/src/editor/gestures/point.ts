/** A pointer position in slide pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A pointer moves this far (slide pixels at scale 1) before a press becomes a drag. */
export const DRAG_THRESHOLD = 3;

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
