import type { Block } from '@lectern/deck-format';
import { SHAPE_LABELS } from '../blocks/shape-labels';

/**
 * The order keyboard focus visits a slide's blocks in: as they are read, top to bottom, then left
 * to right; blocks whose tops are within `ROW_TOLERANCE` slide pixels count as one row. The
 * drawing order (z-order) stays as it is: only Tab follows this one.
 */
const ROW_TOLERANCE = 8;

export function focusOrder(blocks: readonly Block[]): readonly Block[] {
  return [...blocks].sort((a, b) => (Math.abs(a.y - b.y) > ROW_TOLERANCE ? a.y - b.y : a.x - b.x || a.y - b.y));
}

/**
 * The block Tab (`step` 1) or Shift+Tab (`step` -1) moves to from `fromId`; with none focused, the
 * first (or last) one. Null at either end: the focus then leaves the slide.
 */
export function blockAfter(blocks: readonly Block[], fromId: string | undefined, step: 1 | -1): string | null {
  const order = focusOrder(blocks);
  const index = fromId === undefined ? -1 : order.findIndex((block) => block.id === fromId);
  if (index < 0) return (step === 1 ? order[0] : order.at(-1))?.id ?? null;
  return order[index + step]?.id ?? null;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of a text block's HTML, spaces collapsed, cut after `max` characters. */
export function textOf(html: string, max = 40): string {
  const words = html
    .replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > max ? `${words.slice(0, max - 1)}…` : words;
}

/** What a block is, as a person hears it: its kind, and what it says or shows. */
export function blockLabel(block: Block): string {
  switch (block.type) {
    case 'text': {
      const words = textOf(block.html);
      return words ? `Text: ${words}` : 'Text: empty';
    }
    case 'image':
      return block.alt ? `Image: ${block.alt}` : 'Image';
    case 'shape':
      return `Shape: ${SHAPE_LABELS[block.shape]}`;
    case 'line':
      return 'Line';
    case 'group':
      return `Group of ${block.children.length}`;
    case 'iframe':
      return block.src ? `Iframe: ${block.src}` : 'Iframe: no address yet';
    case 'video':
    case 'audio':
      return `${block.type === 'video' ? 'Video' : 'Audio'}${block.src ? '' : ': no source yet'}`;
    case 'table':
      return `Table of ${block.rows.length} rows, ${block.columnWidths.length} columns`;
    case 'code':
      // The language's id, not its display name: the list of names stays out of the first download.
      return `Code: ${block.language}`;
    case 'math':
      return block.latex.trim() ? `Math: ${block.latex.slice(0, 40)}` : 'Math: empty';
    case 'opaque':
      return 'Block';
  }
}

/** What the live region says after the selection changed. */
export function selectionAnnouncement(blocks: readonly Block[], selection: readonly string[]): string {
  if (selection.length === 0) return 'No block selected';
  if (selection.length > 1) return `${selection.length} blocks selected`;
  const order = focusOrder(blocks);
  const index = order.findIndex((block) => block.id === selection[0]);
  if (index < 0) return 'No block selected';
  return `${blockLabel(order[index]!)}, selected, ${index + 1} of ${order.length}`;
}
