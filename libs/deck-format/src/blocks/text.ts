import type { TextBlock } from '../model.js';
import { contentHtml, hasOnlyAttributes, type ContentOf, type ContentReader } from './content.js';

const PLACEHOLDER_TAG = 'data-placeholder-tag';

export const readTextContent: ContentReader<TextBlock> = (content, tree) => {
  if (!hasOnlyAttributes(content, ['class', PLACEHOLDER_TAG])) return null;
  return { type: 'text', html: tree.innerHtml(content), placeholderTag: content.attribs[PLACEHOLDER_TAG] ?? null };
};

export function textContentHtml(block: ContentOf<TextBlock>): string {
  return contentHtml(block.placeholderTag === null ? [] : [[PLACEHOLDER_TAG, block.placeholderTag]], block.html);
}
