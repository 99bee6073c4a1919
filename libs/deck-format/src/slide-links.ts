import { escapeAttribute } from './html-text.js';
import type { Block, Deck } from './model.js';
import { slideLinkHref } from './slide-settings.js';

const linkPattern = (id: string) =>
  new RegExp(`href="${escapeAttribute(slideLinkHref(id)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`, 'g');

/** How many links of text and table cells in the deck lead to the slide with this id. */
export function slideLinkCount(deck: Deck, id: string): number {
  const pattern = linkPattern(id);
  let count = 0;
  const visit = (html: string) => (count += html.match(pattern)?.length ?? 0);
  forEachHtml(deck, visit);
  return count;
}

/** The deck with every link to the slide `from` leading to `to` instead. */
export function withSlideLinksRenamed(deck: Deck, from: string, to: string): Deck {
  const pattern = linkPattern(from);
  const target = `href="${escapeAttribute(slideLinkHref(to))}"`;
  const rename = (html: string) => html.replace(pattern, target);
  const renameBlock = (block: Block): Block => {
    switch (block.type) {
      case 'text':
        return { ...block, html: rename(block.html) };
      case 'table':
        return { ...block, rows: block.rows.map((row) => row.map(rename)) };
      case 'group':
        return { ...block, children: block.children.map(renameBlock) };
      default:
        return block;
    }
  };
  return {
    stacks: deck.stacks.map((stack) => ({
      ...stack,
      slides: stack.slides.map((slide) => ({ ...slide, blocks: slide.blocks.map(renameBlock) })),
    })),
  };
}

function forEachHtml(deck: Deck, visit: (html: string) => void): void {
  const visitBlock = (block: Block) => {
    if (block.type === 'text') visit(block.html);
    if (block.type === 'table') block.rows.forEach((row) => row.forEach(visit));
    if (block.type === 'group') block.children.forEach(visitBlock);
  };
  deck.stacks.forEach((stack) => stack.slides.forEach((slide) => slide.blocks.forEach(visitBlock)));
}
