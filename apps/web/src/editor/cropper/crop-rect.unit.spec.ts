import { describe, expect, it } from 'vitest';
import { croppedBlockSize, cropFromRect, fitted, moved, rectFromCrop, resized, wholePicture } from './crop-rect';

const picture = { width: 400, height: 300 };

describe('the crop rectangle', () => {
  it('is at least 10 by 10 px and stays inside the picture', () => {
    expect(fitted({ x: -5, y: 290, width: 2, height: 0 }, picture)).toEqual({ x: 0, y: 290, width: 10, height: 10 });
    expect(fitted({ x: 0, y: 0, width: 9999, height: 9999 }, picture)).toEqual(wholePicture(picture));
  });

  it('moves by whole pixels without leaving the picture', () => {
    const rect = { x: 10, y: 10, width: 100, height: 100 };
    expect(moved(rect, 1, 0, picture)).toEqual({ ...rect, x: 11 });
    expect(moved(rect, -10, -10, picture)).toEqual({ ...rect, x: 0, y: 0 });
    expect(moved(rect, 1000, 0, picture)).toEqual({ ...rect, x: 300 });
  });

  it('resizes from its corner down to the minimum', () => {
    const rect = { x: 10, y: 10, width: 100, height: 100 };
    expect(resized(rect, -500, 20, picture)).toEqual({ ...rect, width: 10, height: 120 });
    expect(resized(rect, 1000, 1000, picture)).toEqual({ ...rect, width: 390, height: 290 });
  });

  it('is stored in percent of the picture, the whole picture as no crop', () => {
    expect(cropFromRect(wholePicture(picture), picture)).toBeNull();
    const crop = cropFromRect({ x: 100, y: 30, width: 200, height: 150 }, picture);
    expect(crop).toEqual({ x: 25, y: 10, width: 50, height: 50 });
    expect(rectFromCrop(crop, picture)).toEqual({ x: 100, y: 30, width: 200, height: 150 });
    expect(rectFromCrop(null, picture)).toEqual(wholePicture(picture));
  });
});

describe('a cropped block', () => {
  it('keeps the scale the picture is shown at', () => {
    const block = { width: 200, crop: null };
    expect(croppedBlockSize(block, picture, { x: 0, y: 0, width: 200, height: 100 })).toEqual({
      width: 100,
      height: 50,
    });
    const cropped = { width: 100, crop: { x: 0, y: 0, width: 50, height: 50 } };
    expect(croppedBlockSize(cropped, picture, wholePicture(picture))).toEqual({ width: 200, height: 150 });
  });
});
