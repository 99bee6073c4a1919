import type { Element } from 'domhandler';
import { isTag, type ChildNode } from 'domhandler';
import type { Attributes, Block, GroupBlock } from '../model.js';
import { readBlockStyle } from '../block-style.js';
import { classTokens, onlyElements, type MarkupTree } from '../markup-tree.js';
import { CONTENT_CLASS, hasOnlyAttributes, type ContentOf, type ContentReader } from './content.js';
import { readIframeContent } from './iframe.js';
import { readImageContent } from './image.js';
import { readLineContent } from './line.js';
import { readAudioContent, readVideoContent } from './media.js';
import { readShapeContent } from './shape.js';
import { readTextContent } from './text.js';
import { readTableContent } from './table.js';
import { readCodeContent } from './code.js';
import { readMathContent } from './math.js';

export const BLOCK_CLASS = 'sl-block';
const INTERPRETED_ATTRIBUTES = ['class', 'data-block-type', 'data-block-id', 'style'];

export interface BlockContext {
  readonly tree: MarkupTree;
  /** The block's id: its own when it has a free one, otherwise one derived from `path`. */
  blockId(written: string | undefined, path: string): string;
}

export function isBlockElement(node: ChildNode): boolean {
  return (
    isTag(node) && node.name === 'div' && classTokens(node).includes(BLOCK_CLASS) && 'data-block-type' in node.attribs
  );
}

/** The block's single `.sl-block-content` child (whitespace aside), or null. */
function contentElement(block: Element): Element | null {
  const [content, ...rest] = onlyElements(block.children) ?? [];
  if (!content || rest.length > 0 || content.name !== 'div') return null;
  return content.attribs['class'] === CONTENT_CLASS ? content : null;
}

function readGroupContent(content: Element, context: BlockContext, path: string): ContentOf<GroupBlock> | null {
  const elements = onlyElements(content.children);
  if (!hasOnlyAttributes(content, ['class']) || !elements?.every(isBlockElement)) return null;
  return { type: 'group', children: elements.map((child, index) => readBlock(child, context, `${path}-${index}`)) };
}

const CONTENT_READERS: Readonly<Record<string, ContentReader<Exclude<Block, GroupBlock>>>> = {
  text: readTextContent,
  image: readImageContent,
  shape: readShapeContent,
  line: readLineContent,
  iframe: readIframeContent,
  video: readVideoContent,
  audio: readAudioContent,
  table: readTableContent,
  code: readCodeContent,
  math: readMathContent,
};

/**
 * A `.sl-block` element as a block. A kind whose markup the model can not hold exactly, and
 * any kind the editor does not know, becomes an opaque block that keeps its inner markup.
 */
export function readBlock(element: Element, context: BlockContext, path: string): Block {
  const { class: className = BLOCK_CLASS, style = '' } = element.attribs;
  const blockType = element.attribs['data-block-type'] ?? '';
  const extraAttributes: Attributes = [
    ...(className === BLOCK_CLASS ? [] : [['class', className] as const]),
    ...Object.entries(element.attribs).filter(([name]) => !INTERPRETED_ATTRIBUTES.includes(name)),
  ];
  const common = {
    id: context.blockId(element.attribs['data-block-id'], path),
    ...readBlockStyle(style),
    extraAttributes,
  };
  const content = contentElement(element);
  const reader = Object.hasOwn(CONTENT_READERS, blockType) ? CONTENT_READERS[blockType] : undefined;
  const read = !content
    ? null
    : blockType === 'group'
      ? readGroupContent(content, context, path)
      : (reader?.(content, context.tree) ?? null);
  return read
    ? ({ ...common, ...read } as Block)
    : { ...common, type: 'opaque', blockType, innerHtml: context.tree.innerHtml(element) };
}
