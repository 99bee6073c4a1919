import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Deck } from '@lectern/contracts';
import { deckViewPath, editorLink } from './deck-links';
import { DeckStage } from './deck-stage';
import { bindPresentShortcuts } from './keyboard';
import { bindSlideAddress } from './slide-address';
import { usePresentedDeck } from './use-presented-deck';
import './present-views.css';

/** `/{username}/{slug}/fullscreen`: the deck alone in the window; also the thumbnail preview with its flags. */
export function FullscreenView({ deck, markup }: { deck: Deck; markup: string }) {
  const { reveal, stage } = usePresentedDeck(deck, 'fullscreen');
  const navigate = useNavigate();
  useEffect(() => (reveal ? bindSlideAddress(reveal) : undefined), [reveal]);

  useEffect(() => {
    if (!reveal) return;
    return bindPresentShortcuts({
      present: () => void navigate({ href: deckViewPath(deck) }),
      ...(deck.can_edit ? { edit: () => window.location.assign(editorLink(deck, markup, reveal)) } : {}),
    });
  }, [reveal, deck, markup, navigate]);

  return (
    <div className="present-view">
      <DeckStage {...stage} markup={markup} className="present-view__stage" />
    </div>
  );
}
