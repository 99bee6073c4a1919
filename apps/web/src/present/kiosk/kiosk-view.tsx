import type { Deck } from '@lectern/contracts';
import { useCurrentUser } from '../../session/session-context';
import { deckViewPath } from '../deck-links';
import { DeckStage } from '../deck-stage';
import { usePresentedDeck } from '../use-presented-deck';
import { useDeckUpdates } from './use-deck-updates';
import '../present-views.css';

/** `/{username}/{slug}/kiosk`: the deck looping on its own, reloaded when it changes; its owner gets edit and view buttons. */
export function KioskView({ deck, markup }: { deck: Deck; markup: string }) {
  const { options, stage } = usePresentedDeck(deck, 'kiosk');
  const user = useCurrentUser();
  useDeckUpdates(deck, options.token);

  return (
    <div className="present-view">
      <DeckStage {...stage} markup={markup} className="present-view__stage" />
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
