import { useEffect } from 'react';
import type { RevealApi } from 'reveal.js';
import type { Deck } from '@lectern/contracts';
import { rollLinks } from './rolling-links';
import { useDeckScripts } from './use-deck-scripts';
import './rolling-links.css';

/** What a deck's own settings add to a present view once reveal.js runs: rolling links, its scripts and its theme's. */
export function useDeckBehaviours(
  deck: Pick<Deck, 'id' | 'rolling_links' | 'script_urls' | 'can_run_scripts' | 'theme_js'>,
  reveal: RevealApi | null,
): void {
  useEffect(() => {
    const slides = reveal?.getSlidesElement();
    if (slides && deck.rolling_links) rollLinks(slides);
  }, [reveal, deck.rolling_links]);
  useDeckScripts(deck, reveal !== null);
}
