import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { RevealApi } from 'reveal.js';
import type { Deck } from '../api/deck-types';
import { useDocumentTitle } from '../layout/use-document-title';
import { deckViewPath, editorLink } from './deck-links';
import { DeckStage } from './deck-stage';
import { bindPresentShortcuts } from './keyboard';
import { revealConfig } from './reveal-config';
import { bindSlideAddress } from './slide-address';
import { useOptionBehaviours } from './use-option-behaviours';
import { usePresentOptions } from './use-present-options';
import './present-views.css';

/** `/{username}/{slug}/fullscreen`: the deck alone in the window; also the thumbnail preview with its flags. */
export function FullscreenView({ deck, markup }: { deck: Deck; markup: string }) {
  const options = usePresentOptions();
  const [reveal, setReveal] = useState<RevealApi | null>(null);
  const navigate = useNavigate();
  useDocumentTitle(deck.title);
  useOptionBehaviours(reveal, options);
  useEffect(() => (reveal ? bindSlideAddress(reveal) : undefined), [reveal]);

  useEffect(() => {
    if (!reveal) return;
    return bindPresentShortcuts({
      present: () => void navigate({ href: deckViewPath(deck) }),
      ...(deck.can_edit ? { edit: () => window.location.assign(editorLink(deck, reveal.getIndices())) } : {}),
    });
  }, [reveal, deck, navigate]);

  return (
    <div className="present-view">
      <DeckStage
        deck={deck}
        markup={markup}
        config={revealConfig({ deck, options, mode: 'fullscreen' })}
        className="present-view__stage"
        label={deck.title}
        onDeck={setReveal}
      />
    </div>
  );
}
