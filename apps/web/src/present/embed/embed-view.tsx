import type { Deck } from '@lectern/contracts';
import { DeckStage } from '../deck-stage';
import { usePresentedDeck } from '../use-presented-deck';
import { embedChrome, isPaidAccount } from './embed-chrome';
import { EmbedFooter } from './embed-footer';
import '../present-views.css';
import './embed.css';

/** `/{username}/{slug}/embed`: the deck for another site's frame, with the embed footer unless a paid deck hides it. */
export function EmbedView({ deck, markup }: { deck: Deck; markup: string }) {
  const { options, stage } = usePresentedDeck(deck, 'embed');
  const chrome = embedChrome(options, isPaidAccount(deck.user.account_type));

  return (
    <div className="present-view">
      <DeckStage {...stage} markup={markup} className="present-view__stage" />
      {chrome.footer && <EmbedFooter deck={deck} chrome={chrome} />}
    </div>
  );
}
