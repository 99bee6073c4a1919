import type { RevealApi, RevealConfig } from 'reveal.js';
import { MARQUEE_DECK } from '@lectern/site-content';
import { parsePresentOptions } from '../query-options';
import { revealConfig } from '../reveal-config';
import { createRevealDeck, destroyRevealDeck } from '../reveal-deck';

/** How the marquee starts moving: its autoSlide (0 paused), and without transitions for reduced motion. */
export interface MarqueeMotion {
  autoSlide: number;
  reducedMotion: boolean;
}

/**
 * reveal.js settings for the home page's marquee deck (apps/web/src/home/marquee.tsx): the show page's, then a picture that only moves by itself:
 * no controls, no keys, touch or wheel (the page's arrow keys and scrolling stay the page's),
 * never the scroll view on a phone (it is scaled to fit instead).
 */
function marqueeConfig({ autoSlide, reducedMotion }: MarqueeMotion): RevealConfig {
  const shown = revealConfig({ deck: MARQUEE_DECK, options: parsePresentOptions(''), mode: 'show' });
  return {
    ...shown,
    transition: reducedMotion ? 'none' : shown.transition,
    autoSlide,
    autoSlideStoppable: false,
    controls: false,
    progress: false,
    keyboard: false,
    touch: false,
    mouseWheel: false,
    overview: false,
    scrollActivationWidth: 0,
  };
}

/**
 * The marquee deck presented by reveal.js in `host`. It takes no tab stop (there is nothing in it
 * to use), and reveal.js's spoken summary of each new slide is off: a deck that moves every few
 * seconds on its own would interrupt whatever a screen reader is reading.
 */
export async function createMarqueeDeck(host: HTMLElement, motion: MarqueeMotion): Promise<RevealApi> {
  const deck = await createRevealDeck(host, MARQUEE_DECK.markup, marqueeConfig(motion), MARQUEE_DECK.theme_font);
  const root = deck.getRevealElement() as HTMLElement;
  root.removeAttribute('tabindex');
  root.querySelector('.aria-status')?.setAttribute('aria-live', 'off');
  return deck;
}

export { destroyRevealDeck as destroyMarqueeDeck };
