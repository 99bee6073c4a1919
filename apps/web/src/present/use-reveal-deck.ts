import { useEffect, useRef, useState, type RefObject } from 'react';
import type { RevealApi, RevealConfig } from 'reveal.js';
import { createRevealDeck, destroyRevealDeck } from './reveal-deck';

/**
 * A reveal.js deck of `markup` in the element `host` points at, with its theme's markup on every
 * slide, while the component is mounted; null until it is ready (with the theme's font loaded).
 * New markup, a new font or new theme markup makes a new deck; a new config reconfigures the
 * running one.
 */
export function useRevealDeck(
  host: RefObject<HTMLElement | null>,
  markup: string,
  config: RevealConfig,
  themeFont: string,
  themeHtml: string,
): RevealApi | null {
  const [deck, setDeck] = useState<RevealApi | null>(null);
  const latestConfig = useRef(config);
  latestConfig.current = config;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let created: RevealApi | null = null;
    let cancelled = false;
    void createRevealDeck(element, markup, latestConfig.current, themeFont, themeHtml).then((ready) => {
      if (cancelled) {
        destroyRevealDeck(ready);
        return;
      }
      created = ready;
      setDeck(ready);
    });
    return () => {
      cancelled = true;
      if (created) destroyRevealDeck(created);
      setDeck(null);
    };
  }, [host, markup, themeFont, themeHtml]);

  const configKey = JSON.stringify(config);
  useEffect(() => {
    if (deck) deck.configure(JSON.parse(configKey) as RevealConfig);
  }, [deck, configKey]);

  return deck;
}
