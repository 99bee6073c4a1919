import type { Deck } from '../../api/deck-types';
import { useDocumentTitle } from '../../layout/use-document-title';
import { useCurrentUser } from '../../session/session-context';
import { deckViewPath } from '../deck-links';
import { DeckStage } from '../deck-stage';
import { revealConfig } from '../reveal-config';
import { usePresentOptions } from '../use-present-options';
import { useDeckUpdates } from './use-deck-updates';
import '../present-views.css';

/** `/{username}/{slug}/kiosk`: the deck looping on its own, reloaded when it changes; its owner gets edit and view buttons. */
export function KioskView({ deck, markup }: { deck: Deck; markup: string }) {
  const options = usePresentOptions();
  const user = useCurrentUser();
  useDocumentTitle(deck.title);
  useDeckUpdates(deck, options.token);

  return (
    <div className="present-view">
      <DeckStage
        deck={deck}
        markup={markup}
        config={revealConfig({ deck, options, mode: 'kiosk' })}
        className="present-view__stage"
        label={deck.title}
      />
      {user?.id === deck.user.id && (
        <nav className="present-overlay" aria-label="Deck">
          <a className="button" href={deckViewPath(deck, 'edit')}>
            Edit
          </a>
          <a className="button" href={deckViewPath(deck)}>
            View
          </a>
        </nav>
      )}
    </div>
  );
}
