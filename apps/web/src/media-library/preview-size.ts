import {
  PREVIEW_BASE_HEIGHT,
  PREVIEW_BASE_WIDTH,
  PREVIEW_MAX_HEIGHT_SHARE,
  PREVIEW_MAX_WIDTH_SHARE,
} from './constants';

/** The media preview's frame (spec/001 §2, §9): 640x360, scaled down to 80 % of the window's width and 50 % of its height. */
export function previewSize(viewport: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(
    1,
    (viewport.width * PREVIEW_MAX_WIDTH_SHARE) / PREVIEW_BASE_WIDTH,
    (viewport.height * PREVIEW_MAX_HEIGHT_SHARE) / PREVIEW_BASE_HEIGHT,
  );
  return { width: Math.round(PREVIEW_BASE_WIDTH * scale), height: Math.round(PREVIEW_BASE_HEIGHT * scale) };
}
