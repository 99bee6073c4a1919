import { escapeAttribute, escapeText } from '@lectern/deck-format';
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import * as Y from 'yjs';

/**
 * A text block's rich text as a `Y.XmlFragment` in the shape `y-prosemirror` gives the editor's
 * Tiptap schema (node names and attributes, marks as text formats), and back to the canonical
 * HTML a save stores. Only what that schema holds is mapped; `richTextFrom` answers null for any
 * other markup, which then stays one value (`TextFields.html`).
 */

/** Marks as text formats: the mark's name to its attributes (the text binding writes absent ones as null). */
type Marks = Record<string, Record<string, string | null>>;

/** Block elements: the node each becomes, its attributes read from the element. */
const BLOCK_NODES: Record<string, string> = {
  p: 'paragraph',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  ul: 'bulletList',
  ol: 'orderedList',
  li: 'listItem',
};

/** Marks in the order they nest when written, outermost first. */
const MARK_ELEMENTS: readonly (readonly [mark: string, tag: string])[] = [
  ['link', 'a'],
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strike', 's'],
  ['textStyle', 'span'],
];
const MARK_OF_TAG = new Map(MARK_ELEMENTS.map(([mark, tag]) => [tag, mark]));
const MARK_RANK = new Map(MARK_ELEMENTS.map(([mark], index) => [mark, index]));
const LINK_ATTRIBUTES = ['href', 'target', 'rel', 'class'];
const TEXT_STYLES: Record<string, string> = { color: 'color', 'font-size': 'fontSize' };

class NotRepresentable extends Error {}

/** Fills `fragment` (empty, in a document) with `html`; false when the fragment can not hold it exactly. */
export function writeRichText(fragment: Y.XmlFragment, html: string): boolean {
  const nodes = parseDocument(html, { decodeEntities: true }).children;
  try {
    nodes.forEach(checkBlock);
  } catch (error) {
    if (error instanceof NotRepresentable) return false;
    throw error;
  }
  insertBlocks(fragment, nodes as Element[]);
  if (richTextHtml(fragment) === html) return true;
  fragment.delete(0, fragment.length);
  return false;
}

/** The fragment's text as canonical HTML. */
export function richTextHtml(fragment: Y.XmlFragment): string {
  return fragment
    .toArray()
    .map((child) => (child instanceof Y.XmlElement ? blockHtml(child) : ''))
    .join('');
}

function checkBlock(node: ChildNode): void {
  if (node.type !== 'tag' || !(node.name in BLOCK_NODES)) throw new NotRepresentable();
  blockAttributes(node);
  if (node.name === 'ul' || node.name === 'ol') return node.children.forEach(checkListItem);
  if (node.name === 'li') return node.children.forEach(checkBlock);
  node.children.forEach((child) => checkInline(child));
}

function checkListItem(node: ChildNode): void {
  if (node.type !== 'tag' || node.name !== 'li') throw new NotRepresentable();
  checkBlock(node);
}

function checkInline(node: ChildNode): void {
  if (node.type === 'text') return;
  if (node.type !== 'tag') throw new NotRepresentable();
  if (node.name === 'br') {
    if (Object.keys(node.attribs).length > 0) throw new NotRepresentable();
    return;
  }
  if (!MARK_OF_TAG.has(node.name)) throw new NotRepresentable();
  markAttributes(node);
  node.children.forEach(checkInline);
}

/** A node's attributes from its element; anything the schema has no place for is not representable. */
function blockAttributes(element: Element): Record<string, string | number> {
  const { style, start, ...rest } = element.attribs;
  if (Object.keys(rest).length > 0) throw new NotRepresentable();
  const attributes: Record<string, string | number> = {};
  if (element.name.startsWith('h')) attributes.level = Number(element.name.slice(1));
  if (start !== undefined) {
    if (element.name !== 'ol' || !/^[1-9]\d{0,5}$/.test(start)) throw new NotRepresentable();
    attributes.start = Number(start);
  }
  if (style !== undefined) {
    const align = /^text-align:(left|center|right|justify)$/.exec(style);
    if (!align || !['p', 'h1', 'h2', 'h3'].includes(element.name)) throw new NotRepresentable();
    attributes.textAlign = align[1]!;
  }
  return attributes;
}

function markAttributes(element: Element): Record<string, string> {
  const mark = MARK_OF_TAG.get(element.name)!;
  const names = Object.keys(element.attribs);
  if (mark === 'link') {
    if (!names.includes('href') || names.some((name) => !LINK_ATTRIBUTES.includes(name))) throw new NotRepresentable();
    return { ...element.attribs };
  }
  if (mark !== 'textStyle') {
    if (names.length > 0) throw new NotRepresentable();
    return {};
  }
  if (names.length !== 1 || names[0] !== 'style') throw new NotRepresentable();
  const styles: Record<string, string> = {};
  for (const declaration of element.attribs.style!.split(';')) {
    const [property, value] = declaration.split(':') as [string, string | undefined];
    const attribute = TEXT_STYLES[property];
    if (!attribute || !value || attribute in styles) throw new NotRepresentable();
    styles[attribute] = value;
  }
  return styles;
}

/** Inserted first, then filled: a type is written into once it is part of the document. */
function insertBlocks(parent: Y.XmlFragment | Y.XmlElement, elements: readonly Element[]): void {
  if (elements.length === 0) return;
  parent.insert(
    0,
    elements.map((element) => new Y.XmlElement(BLOCK_NODES[element.name]!)),
  );
  elements.forEach((element, index) => fillBlock(parent.get(index) as Y.XmlElement, element));
}

function fillBlock(node: Y.XmlElement, element: Element): void {
  for (const [key, value] of Object.entries(blockAttributes(element))) node.setAttribute(key, value as never);
  if (['bulletList', 'orderedList', 'listItem'].includes(node.nodeName))
    return insertBlocks(node, element.children as Element[]);
  fillInline(node, element.children, {});
}

function fillInline(node: Y.XmlElement, children: readonly ChildNode[], marks: Marks): void {
  for (const child of children) {
    if (child.type === 'text') {
      if (child.data === '') continue;
      let text = node.get(node.length - 1);
      if (!(text instanceof Y.XmlText)) {
        node.insert(node.length, [new Y.XmlText()]);
        text = node.get(node.length - 1);
      }
      (text as Y.XmlText).insert(text.length, child.data, { ...marks });
    } else if (child.type === 'tag' && child.name === 'br') {
      node.insert(node.length, [new Y.XmlElement('hardBreak')]);
    } else if (child.type === 'tag') {
      const mark = MARK_OF_TAG.get(child.name)!;
      fillInline(node, child.children, { ...marks, [mark]: markAttributes(child) });
    }
  }
}

function blockHtml(node: Y.XmlElement): string {
  const attributes = node.getAttributes() as Record<string, string | number | undefined>;
  const style = attributes.textAlign ? ` style="text-align:${escapeAttribute(String(attributes.textAlign))}"` : '';
  const children = () =>
    node
      .toArray()
      .map((child) => (child instanceof Y.XmlElement ? blockHtml(child) : ''))
      .join('');
  switch (node.nodeName) {
    case 'paragraph':
      return `<p${style}>${inlineHtml(node)}</p>`;
    case 'heading': {
      const tag = `h${Math.min(3, Math.max(1, Number(attributes.level) || 1))}`;
      return `<${tag}${style}>${inlineHtml(node)}</${tag}>`;
    }
    case 'bulletList':
      return `<ul>${children()}</ul>`;
    case 'orderedList':
      return attributes.start !== undefined && Number(attributes.start) !== 1
        ? `<ol start="${Number(attributes.start)}">${children()}</ol>`
        : `<ol>${children()}</ol>`;
    case 'listItem':
      return `<li>${children()}</li>`;
    default:
      return '';
  }
}

/** Text and hard breaks with their marks, opening and closing marks in rank order as ProseMirror does. */
function inlineHtml(node: Y.XmlElement): string {
  let html = '';
  let open: [string, Record<string, string | null>][] = [];
  const moveTo = (marks: Marks) => {
    const wanted = Object.entries(marks)
      .filter(([mark, value]) => MARK_RANK.has(mark) && value !== null)
      .sort(([a], [b]) => MARK_RANK.get(a)! - MARK_RANK.get(b)!);
    let kept = 0;
    while (
      kept < open.length &&
      kept < wanted.length &&
      open[kept]![0] === wanted[kept]![0] &&
      sameAttributes(open[kept]![1], wanted[kept]![1])
    )
      kept += 1;
    for (let index = open.length - 1; index >= kept; index -= 1) html += closeTag(open[index]![0]);
    for (const [mark, value] of wanted.slice(kept)) html += openTag(mark, value);
    open = wanted;
  };
  for (const child of node.toArray()) {
    if (child instanceof Y.XmlText) {
      for (const op of child.toDelta() as { insert: string; attributes?: Marks }[]) {
        moveTo(op.attributes ?? {});
        html += escapeText(op.insert);
      }
    } else if (child instanceof Y.XmlElement && child.nodeName === 'hardBreak') {
      html += '<br />';
    }
  }
  moveTo({});
  return html;
}

/** Attributes compared without the absent ones, which the text binding writes as null. */
const presentAttributes = (attributes: Record<string, string | null>) =>
  JSON.stringify(
    Object.entries(attributes)
      .filter(([, value]) => value !== null)
      .sort(),
  );
const sameAttributes = (a: Record<string, string | null>, b: Record<string, string | null>) =>
  presentAttributes(a) === presentAttributes(b);

function openTag(mark: string, attributes: Record<string, string | null>): string {
  const tag = MARK_ELEMENTS[MARK_RANK.get(mark)!]![1];
  if (mark === 'link')
    return `<a${LINK_ATTRIBUTES.filter((name) => typeof attributes[name] === 'string')
      .map((name) => ` ${name}="${escapeAttribute(attributes[name]!)}"`)
      .join('')}>`;
  if (mark === 'textStyle') {
    const style = Object.entries(TEXT_STYLES)
      .filter(([, attribute]) => attributes[attribute])
      .map(([property, attribute]) => `${property}:${attributes[attribute]}`)
      .join(';');
    return `<span style="${escapeAttribute(style)}">`;
  }
  return `<${tag}>`;
}

const closeTag = (mark: string) => `</${MARK_ELEMENTS[MARK_RANK.get(mark)!]![1]}>`;
