import type { ImageBlock } from '../model.js';
import { attributesHtml, escapeAttribute } from '../html-text.js';
import { onlyElements } from '../markup-tree.js';
import { contentHtml, hasOnlyAttributes, type ContentOf, type ContentReader } from './content.js';

const MEDIA_ID = 'data-media-id';

export const readImageContent: ContentReader<ImageBlock> = (content) => {
  const [image, ...rest] = onlyElements(content.children) ?? [];
  if (!image || rest.length > 0 || image.name !== 'img' || !hasOnlyAttributes(content, ['class'])) return null;
  if (!hasOnlyAttributes(image, ['src', 'alt', MEDIA_ID]) || image.attribs['src'] === undefined) return null;
  return {
    type: 'image',
    src: image.attribs['src'],
    alt: image.attribs['alt'] ?? '',
    mediaId: image.attribs[MEDIA_ID] ?? null,
  };
};

/** The image fills its block; blocks.css fits it with `object-fit: contain`. */
export function imageContentHtml(block: ContentOf<ImageBlock>): string {
  const mediaId = block.mediaId === null ? '' : attributesHtml([[MEDIA_ID, block.mediaId]]);
  return contentHtml([], `<img src="${escapeAttribute(block.src)}" alt="${escapeAttribute(block.alt)}"${mediaId} />`);
}
