import { describe, expect, it } from 'vitest';
import { previewSize } from './preview-size';

describe('the media preview size (spec/001 §2, §9)', () => {
  it('is 640x360 in a window large enough', () => {
    expect(previewSize({ width: 1440, height: 900 })).toEqual({ width: 640, height: 360 });
  });

  it('keeps within 80 % of the width and 50 % of the height, keeping its shape', () => {
    expect(previewSize({ width: 375, height: 812 })).toEqual({ width: 300, height: 169 });
    expect(previewSize({ width: 1440, height: 500 })).toEqual({ width: 444, height: 250 });
  });
});
