import sharp from 'sharp';

/** Thumbnails fit this width (spec/001 §9: the library's ideal thumbnail width is 260). */
export const THUMBNAIL_WIDTH = 260;

export interface Thumbnail {
  body: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/** A WebP thumbnail (first frame of an animation) and the original's dimensions. */
export async function makeThumbnail(
  image: Buffer,
): Promise<{ thumbnail: Thumbnail; original: { width: number; height: number } }> {
  const source = sharp(image, { animated: false, limitInputPixels: 100_000_000 });
  const metadata = await source.metadata();
  const { data, info } = await source
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH * 2, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return {
    thumbnail: { body: data, contentType: 'image/webp', width: info.width, height: info.height },
    original: { width: metadata.width ?? info.width, height: metadata.height ?? info.height },
  };
}
