import { CopyField } from '../ui/copy-field';
import type { SharedDeck, SharedLink } from './shared-deck';
import { shareUrl, type SharedView } from './share-urls';

const VIEWS: readonly { view: SharedView; label: string }[] = [
  { view: 'show', label: 'Link to the deck' },
  { view: 'fullscreen', label: 'Link to the fullscreen view' },
];

/** The Copy Link tab: the deck's show and fullscreen addresses, through the private link when there is one. */
export function CopyLinkPanel({ deck, link }: { deck: SharedDeck; link?: SharedLink }) {
  return (
    <div className="share-panel">
      {VIEWS.map(({ view, label }) => (
        <CopyField
          key={view}
          className="share-panel__row"
          label={label}
          value={shareUrl(window.location.origin, deck, view, { token: link?.token })}
          copyLabel={`Copy ${label.toLowerCase()}`}
        />
      ))}
    </div>
  );
}
