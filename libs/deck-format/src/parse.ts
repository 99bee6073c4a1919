import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import type { Attributes, Block, Deck, Slide, Stack } from './model.js';
import { isBlockElement, readBlock, type BlockContext } from './blocks/read-block.js';
import { parseMarkupTree, type MarkupTree } from './markup-tree.js';

const isSection = (node: ChildNode): node is Element => isTag(node) && node.name === 'section';

function attributesWithout(element: Element, skipped: string): Attributes {
  return Object.entries(element.attribs).filter(([name]) => name !== skipped);
}

/** `preferred` when it is free, otherwise the first free `preferred-2`, `preferred-3`, … */
function freeId(preferred: string, taken: ReadonlySet<string>): string {
  let id = preferred;
  for (let suffix = 2; taken.has(id); suffix++) id = `${preferred}-${suffix}`;
  return id;
}

/**
 * Hands out ids: a written id is kept the first time it appears; a missing or repeated one is
 * replaced by one derived from the element's position that no written id uses.
 */
function idAllocator(written: Iterable<string>) {
  const writtenIds = new Set(written);
  const used = new Set<string>();
  return (id: string | undefined, derived: string): string => {
    const chosen = id && !used.has(id) ? id : freeId(derived, new Set([...writtenIds, ...used]));
    used.add(chosen);
    return chosen;
  };
}

function writtenBlockIds(element: Element): string[] {
  return element.children.flatMap((child) =>
    isTag(child)
      ? [...(isBlockElement(child) ? [child.attribs['data-block-id'] ?? ''] : []), ...writtenBlockIds(child)]
      : [],
  );
}

/** Plain-text notes: `<aside class="notes">` with nothing but text in it. */
function isPlainNotes(node: ChildNode): node is Element {
  return (
    isTag(node) &&
    node.name === 'aside' &&
    Object.keys(node.attribs).length === 1 &&
    node.attribs['class'] === 'notes' &&
    node.children.every(isText)
  );
}

function readSlide(section: Element, id: string, tree: MarkupTree): Slide {
  const allocate = idAllocator(writtenBlockIds(section).filter(Boolean));
  const context: BlockContext = { tree, blockId: (written, path) => allocate(written, `b${path}`) };
  const blocks: Block[] = [];
  const foreign: string[] = [];
  let notes: string | null = null;
  for (const [index, child] of section.children.entries()) {
    if (isTag(child) && isBlockElement(child)) blocks.push(readBlock(child, context, `-${index}`));
    else if (notes === null && isPlainNotes(child))
      notes = child.children.map((text) => (isText(text) ? text.data : '')).join('');
    else foreign.push(tree.standaloneHtml(child));
  }
  return { id, attributes: attributesWithout(section, 'data-id'), notes, blocks, foreignHtml: foreign.join('').trim() };
}

/**
 * Reads reveal.js slide markup into the deck model. Deterministic: a slide without a (free)
 * `data-id` gets `s-<h>-<v>` from its position, a block without one `b-<index>…`. Markup
 * outside the top-level `<section>`s, and anything but `<section>`s inside a vertical stack,
 * is not part of a deck and is left out.
 */
export function parse(markup: string): Deck {
  const tree = parseMarkupTree(markup);
  const tops = tree.nodes.filter(isSection);
  const positioned = tops.map((section) => {
    const inner = section.children.filter(isSection);
    return { section, slides: inner.length > 0 ? inner : [section], stacked: inner.length > 0 };
  });
  const allocate = idAllocator(
    positioned.flatMap(({ slides }) => slides.map((slide) => slide.attribs['data-id'] ?? '')).filter(Boolean),
  );
  const stacks = positioned.map(({ section, slides, stacked }, h): Stack => ({
    wrapper: stacked ? Object.entries(section.attribs) : null,
    slides: slides.map((slide, v) => readSlide(slide, allocate(slide.attribs['data-id'], `s-${h}-${v}`), tree)),
  }));
  return { stacks };
}
