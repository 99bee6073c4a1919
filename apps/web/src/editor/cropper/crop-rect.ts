import type { ImageCrop } from '@lectern/deck-format';

/** A crop in pixels of the picture's natural size. */
export interface CropRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

/** spec/001 §5: a crop is at least 10 by 10 px; the size inputs take 0 to 9999 px. */
export const MIN_CROP_PX = 10;
export const CROP_SIZE_INPUT = { min: 0, max: 9999, decimals: 0 } as const;
/** Arrow keys move the crop 1 px, 10 with Shift. */
export const cropStep = (shift: boolean) => (shift ? 10 : 1);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The rectangle made whole, at least the minimum size (or the picture, when smaller) and inside the picture. */
export function fitted(rect: CropRect, picture: PictureSize): CropRect {
  const minWidth = Math.min(MIN_CROP_PX, picture.width);
  const minHeight = Math.min(MIN_CROP_PX, picture.height);
  const width = clamp(Math.round(rect.width), minWidth, picture.width);
  const height = clamp(Math.round(rect.height), minHeight, picture.height);
  return {
    x: clamp(Math.round(rect.x), 0, picture.width - width),
    y: clamp(Math.round(rect.y), 0, picture.height - height),
    width,
    height,
  };
}

/** The rectangle moved by dx, dy, staying inside the picture with its size. */
export const moved = (rect: CropRect, dx: number, dy: number, picture: PictureSize): CropRect =>
  fitted({ ...rect, x: rect.x + dx, y: rect.y + dy }, picture);

/** The rectangle with its bottom-right corner dragged by dx, dy (its top-left stays). */
export function resized(rect: CropRect, dx: number, dy: number, picture: PictureSize): CropRect {
  const width = clamp(rect.width + dx, Math.min(MIN_CROP_PX, picture.width), picture.width - rect.x);
  const height = clamp(rect.height + dy, Math.min(MIN_CROP_PX, picture.height), picture.height - rect.y);
  return fitted({ ...rect, width, height }, picture);
}

/** The whole picture. */
export const wholePicture = (picture: PictureSize): CropRect => ({ x: 0, y: 0, ...picture });

/** A stored crop (percent of the picture) in pixels; the whole picture when there is none. */
export function rectFromCrop(crop: ImageCrop | null, picture: PictureSize): CropRect {
  if (!crop) return wholePicture(picture);
  return fitted(
    {
      x: (crop.x / 100) * picture.width,
      y: (crop.y / 100) * picture.height,
      width: (crop.width / 100) * picture.width,
      height: (crop.height / 100) * picture.height,
    },
    picture,
  );
}

/** The rectangle as it is stored: percent of the picture; null when it is the whole picture. */
export function cropFromRect(rect: CropRect, picture: PictureSize): ImageCrop | null {
  if (rect.x === 0 && rect.y === 0 && rect.width === picture.width && rect.height === picture.height) return null;
  const percent = (part: number, whole: number) => Math.round((part / whole) * 100_000) / 1000;
  return {
    x: percent(rect.x, picture.width),
    y: percent(rect.y, picture.height),
    width: percent(rect.width, picture.width),
    height: percent(rect.height, picture.height),
  };
}

/**
 * The block's size once cropped: the picture keeps the scale it is shown at (the block's width
 * over the width of the part it showed), so the kept part is neither stretched nor resized.
 */
export function croppedBlockSize(
  block: { readonly width: number; readonly crop: ImageCrop | null },
  picture: PictureSize,
  rect: CropRect,
): { width: number; height: number } {
  const scale = block.width / rectFromCrop(block.crop, picture).width;
  return { width: Math.max(1, Math.round(rect.width * scale)), height: Math.max(1, Math.round(rect.height * scale)) };
}
