import type { Element } from 'domhandler';
import type { Block, TextBlock } from '../model.js';
import { attributesHtml } from '../html-text.js';
import type { MarkupTree } from '../markup-tree.js';
import type { Attributes } from '../model.js';

/** What every block has besides its kind's content. */
export type BlockCommon = Pick<
  TextBlock,
  'id' | 'x' | 'y' | 'width' | 'height' | 'rotation' | 'extraAttributes' | 'extraStyle'
>;

/** A block's own fields, without the ones every block has. */
export type ContentOf<B extends Block> = Omit<B, keyof BlockCommon>;

/** Reads one kind's content element; null when the model can not hold that markup exactly. */
export type ContentReader<B extends Block> = (content: Element, tree: MarkupTree) => ContentOf<B> | null;

export const CONTENT_CLASS = 'sl-block-content';

/** True when the element has no attribute outside the list. */
export function hasOnlyAttributes(element: Element, allowed: readonly string[]): boolean {
  return Object.keys(element.attribs).every((name) => allowed.includes(name));
}

/** `<div class="sl-block-content" …>inner</div>` */
export function contentHtml(attributes: Attributes, inner: string): string {
  return `<div class="${CONTENT_CLASS}"${attributesHtml(attributes)}>${inner}</div>`;
}
