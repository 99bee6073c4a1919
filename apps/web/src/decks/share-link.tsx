import type { Deck } from '@lectern/contracts';
import { deckViewPath } from '../present';

/** The deck's address to pass on, with the private link's token when the page was opened through one. */
export function ShareLink({ deck, token }: { deck: Deck; token?: string }) {
  const url = `${window.location.origin}${deckViewPath(deck)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  return (
    <label className="deck-show__share">
      <span>Share link</span>
      <input className="field__input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
    </label>
  );
}
