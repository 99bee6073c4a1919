import { BLOCK_MIN_SIZE, type Block } from '@lectern/deck-format';

/** An axis-aligned box in slide pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Heights of blocks whose height is 'auto' (a text block growing with its text), as drawn.
 * Pure code cannot measure text: the canvas passes what it measured.
 */
export type MeasuredHeights = ReadonlyMap<string, number>;

export function heightOf(block: Block, measured?: MeasuredHeights): number {
  return block.height === 'auto' ? (measured?.get(block.id) ?? 0) : block.height;
}

export function boxOf(block: Block, measured?: MeasuredHeights): Box {
  return { x: block.x, y: block.y, width: block.width, height: heightOf(block, measured) };
}

export function unionOf(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export const centreOf = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** A side length no smaller than the block minimum (spec/000 §9). */
export const atLeastMinimum = (size: number) => Math.max(BLOCK_MIN_SIZE, size);

/** Rotates point `p` by `degrees` clockwise (screen coordinates) about `centre`. */
export function rotatePoint(p: { x: number; y: number }, centre: { x: number; y: number }, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const dx = p.x - centre.x;
  const dy = p.y - centre.y;
  return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
}

/** An angle in degrees in [0, 360). */
export const normalizedAngle = (degrees: number) => ((degrees % 360) + 360) % 360;
