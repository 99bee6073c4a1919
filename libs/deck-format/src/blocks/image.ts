import type { ImageBlock, ImageCrop } from '../model.js';
import { attributesHtml, escapeAttribute } from '../html-text.js';
import { onlyElements } from '../markup-tree.js';
import { formatNumber, readNumber } from '../numbers.js';
import { contentHtml, hasOnlyAttributes, type ContentOf, type ContentReader } from './content.js';

const MEDIA_ID = 'data-media-id';
const CROP = 'data-crop';
const CROPPED_CONTENT_STYLE = 'overflow:hidden';

/** `data-crop="x y width height"`, percent of the picture; null when it is not four numbers in range. */
function readCrop(written: string | undefined): ImageCrop | null {
  const parts = (written ?? '').trim().split(/\s+/).map(readNumber);
  if (parts.length !== 4 || parts.some((part) => part === null)) return null;
  const [x, y, width, height] = parts as [number, number, number, number];
  const fits = (start: number, size: number) => start >= 0 && size > 0 && start + size <= 100.001;
  return fits(x, width) && fits(y, height) ? { x, y, width, height } : null;
}

/**
 * The picture placed so that its cropped part fills the block: scaled by 100 / the crop's size
 * and moved by the crop's start, clipped by its content element.
 */
export function imageCropLayout(crop: ImageCrop): { left: number; top: number; width: number; height: number } {
  const size = (part: number) => Number(formatNumber((100 / part) * 100));
  const offset = (start: number, part: number) => Number(formatNumber((-start / part) * 100));
  return {
    left: offset(crop.x, crop.width),
    top: offset(crop.y, crop.height),
    width: size(crop.width),
    height: size(crop.height),
  };
}

function croppedImageStyle(crop: ImageCrop): string {
  const { left, top, width, height } = imageCropLayout(crop);
  return `position:absolute;left:${left}%;top:${top}%;width:${width}%;height:${height}%`;
}

export const readImageContent: ContentReader<ImageBlock> = (content) => {
  const [image, ...rest] = onlyElements(content.children) ?? [];
  if (!image || rest.length > 0 || image.name !== 'img') return null;
  if (!hasOnlyAttributes(image, ['src', 'alt', MEDIA_ID, CROP, 'style']) || image.attribs['src'] === undefined)
    return null;
  const written = image.attribs[CROP];
  const crop = written === undefined ? null : readCrop(written);
  if (written !== undefined && crop === null) return null;
  // The style and the content's clipping are drawn from the crop; any other is not the model's.
  if (crop === null ? image.attribs['style'] !== undefined : image.attribs['style'] !== croppedImageStyle(crop))
    return null;
  const contentStyle = content.attribs['style'];
  if (!hasOnlyAttributes(content, ['class', 'style']) || contentStyle !== (crop ? CROPPED_CONTENT_STYLE : undefined))
    return null;
  return {
    type: 'image',
    src: image.attribs['src'],
    alt: image.attribs['alt'] ?? '',
    mediaId: image.attribs[MEDIA_ID] ?? null,
    crop,
  };
};

/** The image fills its block (blocks.css fits it with `object-fit: contain`), or its cropped part does. */
export function imageContentHtml(block: ContentOf<ImageBlock>): string {
  const mediaId = block.mediaId === null ? '' : attributesHtml([[MEDIA_ID, block.mediaId]]);
  const { crop } = block;
  const cropped = crop
    ? attributesHtml([
        [CROP, [crop.x, crop.y, crop.width, crop.height].map(formatNumber).join(' ')],
        ['style', croppedImageStyle(crop)],
      ])
    : '';
  return contentHtml(
    crop ? [['style', CROPPED_CONTENT_STYLE]] : [],
    `<img src="${escapeAttribute(block.src)}" alt="${escapeAttribute(block.alt)}"${mediaId}${cropped} />`,
  );
}
