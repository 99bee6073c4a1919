import { Parser } from 'htmlparser2';
import { DomHandler, isComment, isTag, isText, type ChildNode, type Element } from 'domhandler';
import { attributesHtml, escapeText } from './html-text.js';

/** HTML elements that never have a closing tag. */
export const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Elements whose text the parser takes as it is, without entities. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style']);

/**
 * Records which elements were left open in the source: closed only by the parser, at a
 * parent's end or at a sibling they may not contain.
 */
class OpenElementHandler extends DomHandler {
  readonly leftOpen = new WeakSet<Element>();
  override onclosetag(_name?: string, isImplied?: boolean): void {
    const element = this.tagStack[this.tagStack.length - 1];
    if (element && isTag(element) && isImplied && !VOID_ELEMENTS.has(element.name)) this.leftOpen.add(element);
    super.onclosetag();
  }
}

/**
 * Markup parsed into a tree that remembers its source, so any node's markup can be taken back
 * exactly as it was written (entities, quoting and spacing included).
 */
export interface MarkupTree {
  readonly nodes: readonly ChildNode[];
  /**
   * A node's markup that stays the same node wherever it is put: as written when every element
   * in it is closed in the source, otherwise written again with every element closed (and
   * stray closing tags left out).
   */
  standaloneHtml(node: ChildNode): string;
  /** The markup of an element's children, each as `standaloneHtml` gives it. */
  innerHtml(element: Element): string;
}

export function parseMarkupTree(markup: string): MarkupTree {
  const handler = new OpenElementHandler(undefined, { withStartIndices: true, withEndIndices: true });
  new Parser(handler).end(markup);
  const asWritten = (node: ChildNode) => markup.slice(node.startIndex ?? 0, (node.endIndex ?? markup.length - 1) + 1);
  const keepsAsWritten = (node: ChildNode): boolean => {
    if (isTag(node)) return !handler.leftOpen.has(node) && node.children.every(keepsAsWritten);
    // A text node also spans the stray closing tags the parser dropped inside it.
    if (isText(node)) return !asWritten(node).includes('</');
    return !isComment(node) || asWritten(node).endsWith('>');
  };
  const rewritten = (node: ChildNode): string => {
    if (isText(node)) {
      const parent = node.parent && isTag(node.parent) ? node.parent.name : '';
      return RAW_TEXT_ELEMENTS.has(parent) ? node.data : escapeText(node.data);
    }
    if (isComment(node)) return `<!--${node.data}-->`;
    if (!isTag(node)) return asWritten(node);
    const open = `<${node.name}${attributesHtml(Object.entries(node.attribs))}>`;
    return VOID_ELEMENTS.has(node.name) ? open : `${open}${node.children.map(standaloneHtml).join('')}</${node.name}>`;
  };
  const standaloneHtml = (node: ChildNode): string => (keepsAsWritten(node) ? asWritten(node) : rewritten(node));
  return {
    nodes: handler.root.children,
    standaloneHtml,
    innerHtml: (element) => element.children.map(standaloneHtml).join(''),
  };
}

export function isWhitespace(node: ChildNode): boolean {
  return isText(node) && node.data.trim() === '';
}

/** The element children of a node when everything else in it is whitespace; null otherwise. */
export function onlyElements(nodes: readonly ChildNode[]): Element[] | null {
  const elements: Element[] = [];
  for (const node of nodes) {
    if (isTag(node)) elements.push(node);
    else if (!isWhitespace(node)) return null;
  }
  return elements;
}

export function classTokens(element: Element): string[] {
  return (element.attribs['class'] ?? '').split(/\s+/).filter(Boolean);
}
