import { useRef, useState } from 'react';
import { MARQUEE_DECK } from '@lectern/site-content';
import { deckThemeAttributes } from '../deck-styles/theme';
import { prefersReducedMotion } from './marquee-motion';
import { useMarqueeDeck } from './use-marquee-deck';

const themeAttributes = deckThemeAttributes(MARQUEE_DECK);

/**
 * The marquee deck's first slide as the server paints it, laid out where reveal.js will show it
 * (home.css): it stands in until the deck is ready and then goes without anything moving.
 */
function PaintedFirstSlide() {
  return (
    <div className="marquee__painted deck-theme" {...themeAttributes}>
      <div
        className="marquee__painted-slides deck-slide"
        dangerouslySetInnerHTML={{ __html: MARQUEE_DECK.firstSlide }}
      />
    </div>
  );
}

/**
 * The home page's marquee deck (spec/002 §2, §9): a small deck of site content, presented by
 * reveal.js at 700 × 438, the next slide every 4,000 ms, in a band at least 600 px high. It can be
 * paused (it moves for longer than five seconds) and starts paused for reduced motion. The server
 * paints it with its first slide showing (apps/bff/src/public-pages/home-page.ts).
 */
export function Marquee() {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [playing, setPlaying] = useState(!reducedMotion);
  const host = useRef<HTMLDivElement>(null);
  const deck = useMarqueeDeck(host, playing, reducedMotion);
  return (
    <section className="marquee" aria-roledescription="carousel" aria-label="Lectern in slides">
      <div className="marquee__stage">
        <div
          ref={host}
          className="marquee__deck lectern-deck-host deck-theme"
          {...themeAttributes}
          data-ready={deck ? 'true' : undefined}
        />
        {!deck && <PaintedFirstSlide />}
      </div>
      <button type="button" className="button button--small marquee__toggle" onClick={() => setPlaying(!playing)}>
        {playing ? 'Pause' : 'Play'}
      </button>
    </section>
  );
}
