import type { RevealApi } from 'reveal.js';
import type { Deck } from '@lectern/contracts';
import { slideAnchor } from './slide-anchor';

type DeckAddress = Pick<Deck, 'slug'> & { user: Pick<Deck['user'], 'username'> };

/** The path of a deck view, built from the owner's username and the slug (spec/001 §2). */
export const deckViewPath = (deck: DeckAddress, view = '') =>
  `/${encodeURIComponent(deck.user.username)}/${encodeURIComponent(deck.slug)}${view ? `/${view}` : ''}`;

/** Where the slide with this `data-id` sits among all of the deck's slides, hidden ones included. */
function indicesInMarkup(markup: string, slideId: string): { h: number; v: number } | null {
  const stacks = [...new DOMParser().parseFromString(markup, 'text/html').body.children].filter(
    (element) => element.tagName === 'SECTION',
  );
  for (const [h, stack] of stacks.entries()) {
    const slides = [...stack.children].filter((element) => element.tagName === 'SECTION');
    const v = (slides.length > 0 ? slides : [stack]).findIndex((slide) => slide.getAttribute('data-id') === slideId);
    if (v >= 0) return { h, v };
  }
  return null;
}

/**
 * The editor at the slide the presenter is on. reveal.js leaves hidden slides out of its
 * indices while the editor counts them, so the slide is found by its id in the deck's markup.
 */
export function editorLink(
  deck: DeckAddress,
  markup: string,
  reveal: Pick<RevealApi, 'getIndices' | 'getCurrentSlide'>,
) {
  const slideId = reveal.getCurrentSlide()?.getAttribute('data-id');
  const indices = (slideId && indicesInMarkup(markup, slideId)) || reveal.getIndices();
  return `${deckViewPath(deck, 'edit')}${slideAnchor(indices)}`;
}
