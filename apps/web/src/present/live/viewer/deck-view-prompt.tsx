import { useId } from 'react';
import type { Deck } from '@lectern/contracts';
import { ModalDialog } from '../../../dialogs/modal-dialog';
import { deckViewPath } from '../../deck-links';

/** Where the deck-view prompt opens the deck: its page, full screen, or presenting it live. */
const TARGETS = [
  { view: '', label: 'Deck page' },
  { view: 'fullscreen', label: 'Fullscreen' },
  { view: 'live/server', label: 'Present live' },
] as const;

/**
 * The live view's deck-view prompt (spec/001 §2 "Live/present base": a deck-view prompt; 'Open
 * deck to...'): the owner, watching as the audience does, opens the deck another way.
 */
export function DeckViewPrompt({ deck, onClose }: { deck: Deck; onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog className="dialog deck-view-prompt" labelledBy={titleId} onDismiss={onClose}>
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          Open deck to...
        </h2>
        <nav className="deck-view-prompt__targets" aria-labelledby={titleId}>
          {TARGETS.map(({ view, label }) => (
            <a key={label} className="button" href={deckViewPath(deck, view)}>
              {label}
            </a>
          ))}
        </nav>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
