import { useState } from 'react';
import type { RevealApi } from 'reveal.js';
import type { Deck } from '../../api/deck-types';
import { useDocumentTitle } from '../../layout/use-document-title';
import { DeckStage } from '../deck-stage';
import { revealConfig } from '../reveal-config';
import { useOptionBehaviours } from '../use-option-behaviours';
import { usePresentOptions } from '../use-present-options';
import { embedChrome, isPaidAccount } from './embed-chrome';
import { EmbedFooter } from './embed-footer';
import '../present-views.css';
import './embed.css';

/** `/{username}/{slug}/embed`: the deck for another site's frame, with the embed footer unless a paid deck hides it. */
export function EmbedView({ deck, markup }: { deck: Deck; markup: string }) {
  const options = usePresentOptions();
  const [reveal, setReveal] = useState<RevealApi | null>(null);
  const chrome = embedChrome(options, isPaidAccount(deck.user.account_type));
  useDocumentTitle(deck.title);
  useOptionBehaviours(reveal, options);

  return (
    <div className="present-view">
      <DeckStage
        deck={deck}
        markup={markup}
        config={revealConfig({ deck, options, mode: 'embed' })}
        className="present-view__stage"
        label={deck.title}
        onDeck={setReveal}
      />
      {chrome.footer && <EmbedFooter deck={deck} chrome={chrome} />}
    </div>
  );
}
