import { useEffect, useState } from 'react';
import type { RevealApi } from 'reveal.js';
import type { Deck } from '@lectern/contracts';
import { useDocumentTitle } from '../routing/use-document-title';
import { revealConfig, type PresentMode } from './reveal-config';
import { removeServerPaintedDeck } from './server-painted';
import { useDeckBehaviours } from './use-deck-behaviours';
import { useOptionBehaviours } from './use-option-behaviours';
import { useProgressAnalytics } from './use-progress-analytics';
import { usePresentOptions } from './use-present-options';

/**
 * What every view of a deck does around its stage: the page's query options, the deck's title
 * as the document's, the options' and the deck's behaviours once reveal.js runs, how far it got (for analytics), the deck the
 * server painted handed over to it, and the stage's settings (spread onto `DeckStage` with the markup).
 */
export function usePresentedDeck(deck: Deck, mode: PresentMode) {
  const options = usePresentOptions();
  const [reveal, setReveal] = useState<RevealApi | null>(null);
  useDocumentTitle(deck.title);
  useOptionBehaviours(reveal, options);
  useDeckBehaviours(deck, reveal);
  useProgressAnalytics(reveal);
  useEffect(() => {
    if (reveal) removeServerPaintedDeck();
  }, [reveal]);
  const stage = { deck, config: revealConfig({ deck, options, mode }), label: deck.title, onDeck: setReveal };
  return { options, reveal, stage };
}
