import { useEffect, useRef, useState, type RefObject } from 'react';
import type { RevealApi } from 'reveal.js';
import { afterPageInteractive } from './after-page-interactive';
import { marqueeAutoSlide } from './marquee-motion';

type MarqueeDeckModule = typeof import('../present/marquee/marquee-deck');

/**
 * The marquee deck running in `host`, null until it is ready. reveal.js and the deck's code are
 * loaded only once the page is interactive: until then the painted first slide stands in.
 */
export function useMarqueeDeck(
  host: RefObject<HTMLElement | null>,
  playing: boolean,
  reducedMotion: boolean,
): RevealApi | null {
  const [deck, setDeck] = useState<RevealApi | null>(null);
  const motion = useRef({ autoSlide: marqueeAutoSlide(playing), reducedMotion });
  motion.current = { autoSlide: marqueeAutoSlide(playing), reducedMotion };

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let cancelled = false;
    let running: { deck: RevealApi; module: MarqueeDeckModule } | null = null;
    const cancelStart = afterPageInteractive(() => {
      void import('../present/marquee/marquee-deck').then(async (module) => {
        if (cancelled) return;
        const created = await module.createMarqueeDeck(element, motion.current);
        if (cancelled) return module.destroyMarqueeDeck(created);
        running = { deck: created, module };
        setDeck(created);
      });
    });
    return () => {
      cancelled = true;
      cancelStart();
      if (running) running.module.destroyMarqueeDeck(running.deck);
      setDeck(null);
    };
  }, [host]);

  useEffect(() => {
    if (!deck) return;
    deck.configure({ autoSlide: marqueeAutoSlide(playing) });
  }, [deck, playing]);

  return deck;
}
