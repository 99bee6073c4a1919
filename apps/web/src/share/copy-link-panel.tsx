import { useId, useState } from 'react';
import { copyText } from './copy-text';
import type { SharedDeck, SharedLink } from './shared-deck';
import { shareUrl, type SharedView } from './share-urls';

const VIEWS: readonly { view: SharedView; label: string }[] = [
  { view: 'show', label: 'Link to the deck' },
  { view: 'fullscreen', label: 'Link to the fullscreen view' },
];

/** The Copy Link tab: the deck's show and fullscreen addresses, through the private link when there is one. */
export function CopyLinkPanel({ deck, link }: { deck: SharedDeck; link?: SharedLink }) {
  const id = useId();
  const [copied, setCopied] = useState<SharedView | null>(null);
  return (
    <div className="share-panel">
      {VIEWS.map(({ view, label }) => {
        const url = shareUrl(window.location.origin, deck, view, { token: link?.token });
        return (
          <div key={view} className="share-panel__row">
            <label className="field__label" htmlFor={`${id}-${view}`}>
              {label}
            </label>
            <div className="share-panel__copy">
              <input
                id={`${id}-${view}`}
                className="field__input"
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button
                type="button"
                className="button"
                aria-label={`Copy ${label.toLowerCase()}`}
                onClick={() => void copyText(url).then(() => setCopied(view))}
              >
                {copied === view ? 'Copied' : 'Copy'}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
