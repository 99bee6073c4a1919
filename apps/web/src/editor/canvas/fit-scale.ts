import { EDITOR_MAX_SCALE, EDITOR_MIN_SCALE } from '@lectern/deck-format';

/** Room kept around the slide on the canvas, in screen pixels. */
export const CANVAS_PADDING = 32;

/** The scale that fits a slide into the available area, between the editor's minimum and maximum (spec/000 §9). */
export function fitScale(available: { width: number; height: number }, slide: { width: number; height: number }) {
  const fit = Math.min(
    (available.width - 2 * CANVAS_PADDING) / slide.width,
    (available.height - 2 * CANVAS_PADDING) / slide.height,
  );
  return Math.min(EDITOR_MAX_SCALE, Math.max(EDITOR_MIN_SCALE, Number.isFinite(fit) ? fit : EDITOR_MAX_SCALE));
}
