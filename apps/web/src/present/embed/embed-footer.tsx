import { useState } from 'react';
import type { Deck } from '@lectern/contracts';
import { PRODUCT_NAME } from '../../ui/product';
import { deckViewPath } from '../deck-links';
import type { EmbedChrome } from './embed-chrome';

/** The bar under an embedded deck: its title, its owner, a share link, and where it comes from. */
export function EmbedFooter({ deck, chrome }: { deck: Deck; chrome: EmbedChrome }) {
  const [sharing, setSharing] = useState(false);
  const showUrl = `${window.location.origin}${deckViewPath(deck)}`;
  return (
    <footer className="embed-footer" role="contentinfo" aria-label="About this deck">
      <a className="embed-footer__title" href={showUrl} target="_blank" rel="noopener">
        {deck.title}
      </a>
      {chrome.byline && (
        <span className="embed-footer__byline">
          by{' '}
          <a href={`/${encodeURIComponent(deck.user.username)}`} target="_blank" rel="noopener">
            {deck.user.username}
          </a>
        </span>
      )}
      <span className="embed-footer__spacer" />
      {chrome.share && (
        <button
          type="button"
          className="embed-footer__button"
          aria-expanded={sharing}
          onClick={() => setSharing((open) => !open)}
        >
          Share
        </button>
      )}
      <a className="embed-footer__brand" href="/" target="_blank" rel="noopener">
        {PRODUCT_NAME}
      </a>
      {chrome.share && sharing && (
        <label className="embed-footer__share">
          Link to this deck
          <input readOnly value={showUrl} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </footer>
  );
}
