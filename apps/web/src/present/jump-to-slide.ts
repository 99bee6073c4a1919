import type { RevealApi } from 'reveal.js';

/** Moves the deck to the slide whose `data-id` is `slideId`; false when there is none. */
export function jumpToSlideId(deck: RevealApi, slideId: string): boolean {
  const slide = deck.getSlidesElement()?.querySelector(`section[data-id="${CSS.escape(slideId)}"]`);
  if (!(slide instanceof HTMLElement)) return false;
  const { h, v } = deck.getIndices(slide);
  deck.slide(h, v ?? 0);
  return true;
}
