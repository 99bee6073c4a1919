import type { Deck, Slide, Stack } from './model.js';
import { blockHtml } from './blocks/write-block.js';
import { attributesHtml, escapeText } from './html-text.js';

/** One slide as its `<section>`: foreign markup, then the blocks back to front, then the notes. */
export function serializeSlide(slide: Slide): string {
  const notes = slide.notes === null ? '' : `<aside class="notes">${escapeText(slide.notes)}</aside>`;
  const attributes = attributesHtml([['data-id', slide.id], ...slide.attributes]);
  return `<section${attributes}>${slide.foreignHtml}${slide.blocks.map(blockHtml).join('')}${notes}</section>`;
}

function serializeStack(stack: Stack): string {
  const slides = stack.slides.map(serializeSlide).join('\n');
  return stack.wrapper === null ? slides : `<section${attributesHtml(stack.wrapper)}>\n${slides}\n</section>`;
}

/**
 * Writes the deck model as reveal.js slide markup, one top-level `<section>` a line. The
 * output is canonical: `parse` reads it back to the same model, and the server's sanitizer
 * leaves it unchanged.
 */
export function serialize(deck: Deck): string {
  return deck.stacks.map(serializeStack).join('\n');
}
