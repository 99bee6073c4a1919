import type { Deck } from '@lectern/contracts';
import { embedFooterHideable } from '@lectern/domain';
import { useCountView } from '../../api/use-count-view';
import { DeckStage } from '../deck-stage';
import { usePresentedDeck } from '../use-presented-deck';
import { embedChrome } from './embed-chrome';
import { EmbedFooter } from './embed-footer';
import '../present-views.css';
import './embed.css';

/** `/{username}/{slug}/embed`: the deck for another site's frame, with the embed footer unless a public deck of a paid owner hides it. */
export function EmbedView({ deck, markup }: { deck: Deck; markup: string }) {
  const { options, stage } = usePresentedDeck(deck, 'embed');
  // A frame on another site is a view like any other: once per visitor and day, through its link too.
  useCountView(deck.id, options.token);
  const hideable = embedFooterHideable({ visibility: deck.visibility, ownerAccountType: deck.user.account_type });
  const chrome = embedChrome(options, hideable);

  return (
    <div className="present-view">
      <DeckStage {...stage} markup={markup} className="present-view__stage" />
      {chrome.footer && <EmbedFooter deck={deck} chrome={chrome} />}
    </div>
  );
}
