import { useId, useState } from 'react';
import { embedFooterHideable } from '@lectern/domain';
import { useNotify } from '../notifications/notification-context';
import { DEFAULT_EMBED_SIZE, EMBED_SIZE_MAX_CHARACTERS, SHARE_MESSAGES } from './constants';
import { copyText } from '../ui/copy-text';
import type { SharedDeck, SharedLink } from './shared-deck';
import { embedCode, embedSize, shareUrl } from './share-urls';

/**
 * The Embed tab: the iframe code at a chosen size. Hiding the footer (style, byline and share
 * button) is offered on public decks of a paying owner only (spec/001 §6).
 */
export function EmbedPanel({ deck, link }: { deck: SharedDeck; link?: SharedLink }) {
  const id = useId();
  const notify = useNotify();
  const [width, setWidth] = useState(String(DEFAULT_EMBED_SIZE.width));
  const [height, setHeight] = useState(String(DEFAULT_EMBED_SIZE.height));
  const [hideFooter, setHideFooter] = useState(false);
  const footerHideable = embedFooterHideable({ visibility: deck.visibility, ownerAccountType: deck.user.account_type });
  const size = {
    width: embedSize(width, DEFAULT_EMBED_SIZE.width),
    height: embedSize(height, DEFAULT_EMBED_SIZE.height),
  };
  const url = shareUrl(window.location.origin, deck, 'embed', {
    token: link?.token,
    hideFooter: footerHideable && hideFooter,
  });
  const code = embedCode(url, size, deck.title);
  const sizeField = (name: 'width' | 'height', value: string, set: (value: string) => void) => (
    <div className="share-panel__size">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {name === 'width' ? 'Width' : 'Height'}
      </label>
      <input
        id={`${id}-${name}`}
        className="field__input"
        inputMode="numeric"
        maxLength={EMBED_SIZE_MAX_CHARACTERS}
        value={value}
        aria-invalid={embedSize(value, 0) === 0 ? true : undefined}
        onChange={(event) => set(event.target.value.replace(/\D/g, '').slice(0, EMBED_SIZE_MAX_CHARACTERS))}
      />
    </div>
  );
  return (
    <div className="share-panel">
      <div className="share-panel__sizes">
        {sizeField('width', width, setWidth)}
        <span aria-hidden="true">×</span>
        {sizeField('height', height, setHeight)}
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={footerHideable && hideFooter}
          disabled={!footerHideable}
          aria-describedby={`${id}-footer`}
          onChange={(event) => setHideFooter(event.target.checked)}
        />
        <span>
          Hide the footer
          <span id={`${id}-footer`} className="field__hint">
            {footerHideable
              ? 'Leaves out the byline and the share button.'
              : 'Public decks of a paid plan can hide the footer.'}
          </span>
        </span>
      </label>
      <label className="field__label" htmlFor={`${id}-code`}>
        Embed code
      </label>
      <textarea
        id={`${id}-code`}
        className="field__input share-panel__code"
        readOnly
        rows={4}
        value={code}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            void copyText(code).then(
              () => notify({ type: 'positive', message: SHARE_MESSAGES.embedCopied }),
              () => undefined,
            )
          }
        >
          Copy embed code
        </button>
      </div>
    </div>
  );
}
