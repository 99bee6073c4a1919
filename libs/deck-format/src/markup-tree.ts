import { Parser } from 'htmlparser2';
import { DomHandler, isTag, isText, type ChildNode, type Element } from 'domhandler';

interface SourcePosition {
  readonly startIndex: number | null;
}

/** Records where each element's closing tag (written or implied) starts in the source. */
class ClosingTagHandler extends DomHandler {
  readonly closingTagStarts = new WeakMap<Element, number>();
  private position: SourcePosition | null = null;

  override onparserinit(parser: SourcePosition): void {
    super.onparserinit(parser as never);
    this.position = parser;
  }

  override onclosetag(): void {
    const element = this.tagStack[this.tagStack.length - 1];
    if (element && isTag(element)) this.closingTagStarts.set(element, this.position?.startIndex ?? 0);
    super.onclosetag();
  }
}

/**
 * Markup parsed into a tree that remembers its source, so any node's markup can be taken back
 * exactly as it was written (entities, quoting and spacing included).
 */
export interface MarkupTree {
  readonly nodes: readonly ChildNode[];
  /** The markup between an element's opening and closing tags, as written. */
  innerHtml(element: Element): string;
  /** A node's markup as written, up to where its next sibling (or its parent's closing tag) starts. */
  outerHtml(node: ChildNode): string;
}

export function parseMarkupTree(markup: string): MarkupTree {
  const handler = new ClosingTagHandler(undefined, { withStartIndices: true, withEndIndices: true });
  new Parser(handler).end(markup);
  const closingTagStart = (element: Element) => handler.closingTagStarts.get(element) ?? markup.length;
  const endOf = (node: ChildNode) => {
    if (node.next) return node.next.startIndex ?? markup.length;
    return node.parent && isTag(node.parent) ? closingTagStart(node.parent) : markup.length;
  };
  return {
    nodes: handler.root.children,
    innerHtml: (element) => {
      const first = element.children[0];
      return first ? markup.slice(first.startIndex ?? 0, closingTagStart(element)) : '';
    },
    outerHtml: (node) => markup.slice(node.startIndex ?? 0, endOf(node)),
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
