import type { Block } from '../model.js';
import { blockStyle } from '../block-style.js';
import { attributesHtml } from '../html-text.js';
import { contentHtml } from './content.js';
import { iframeContentHtml } from './iframe.js';
import { imageContentHtml } from './image.js';
import { lineContentHtml } from './line.js';
import { mediaContentHtml } from './media.js';
import { BLOCK_CLASS } from './read-block.js';
import { shapeContentHtml } from './shape.js';
import { textContentHtml } from './text.js';
import { tableContentHtml } from './table.js';
import { codeContentHtml } from './code.js';
import { mathContentHtml } from './math.js';

/** A block's content as saved markup: the `.sl-block-content` element (or kept markup) inside its `.sl-block`. */
export function blockContentHtml(block: Block): string {
  // Drawings of blocks that grow with their content use a square canvas.
  const height = block.height === 'auto' ? block.width : block.height;
  switch (block.type) {
    case 'text':
      return textContentHtml(block);
    case 'image':
      return imageContentHtml(block);
    case 'shape':
      return shapeContentHtml(block, block.width, height);
    case 'line':
      return lineContentHtml(block, block.width, height);
    case 'iframe':
      return iframeContentHtml(block);
    case 'video':
    case 'audio':
      return mediaContentHtml(block);
    case 'group':
      return contentHtml([], block.children.map(blockHtml).join(''));
    case 'table':
      return tableContentHtml(block);
    case 'code':
      return codeContentHtml(block);
    case 'math':
      return mathContentHtml(block);
    case 'opaque':
      return block.innerHtml;
  }
}

/** A block as a `.sl-block` element: class, type, id and style first, its other attributes after. */
export function blockHtml(block: Block): string {
  const className = block.extraAttributes.find(([name]) => name === 'class')?.[1] ?? BLOCK_CLASS;
  const attributes = attributesHtml([
    ['class', className],
    ['data-block-type', block.type === 'opaque' ? block.blockType : block.type],
    ['data-block-id', block.id],
    ['style', blockStyle(block)],
    ...block.extraAttributes.filter(([name]) => name !== 'class'),
  ]);
  return `<div${attributes}>${blockContentHtml(block)}</div>`;
}
