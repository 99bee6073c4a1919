import { useEffect, useRef } from 'react';
import type { RevealApi, RevealConfig } from 'reveal.js';
import type { Deck } from '@lectern/contracts';
import { DeckCustomCss } from '../deck-styles/deck-custom-css';
import { deckThemeAttributes } from '../deck-styles/theme';
import { useRevealDeck } from './use-reveal-deck';

interface DeckStageProps {
  deck: Pick<Deck, 'theme_color' | 'theme_font' | 'css_output' | 'font_typekit' | 'font_google' | 'theme_html'>;
  markup: string;
  config: RevealConfig;
  className?: string;
  label?: string;
  /** Called with the running deck once it is ready, and with null when it goes away. */
  onDeck?: (deck: RevealApi | null) => void;
}

/** A deck's slides presented by reveal.js in the deck's theme, with its custom CSS and its theme's markup. */
export function DeckStage({ deck, markup, config, className, label, onDeck }: DeckStageProps) {
  const host = useRef<HTMLDivElement>(null);
  const reveal = useRevealDeck(host, markup, config, deck.theme_font, deck.theme_html);
  useEffect(() => onDeck?.(reveal), [onDeck, reveal]);
  return (
    <>
      <DeckCustomCss deck={deck} />
      <div
        ref={host}
        className={`lectern-deck-host deck-theme${className ? ` ${className}` : ''}`}
        {...deckThemeAttributes(deck)}
        role="region"
        aria-label={label ?? 'Slides'}
        data-ready={reveal ? 'true' : undefined}
      />
    </>
  );
}
