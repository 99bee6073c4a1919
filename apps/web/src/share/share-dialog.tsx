import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { publishDeck } from '../api/deck-shares';
import { ModalDialog } from '../dialogs/modal-dialog';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';
import { useCurrentUser } from '../session/session-context';
import { SHARE_MESSAGES } from './constants';
import { CopyLinkPanel } from './copy-link-panel';
import { EmailPanel } from './email-panel';
import { EmbedPanel } from './embed-panel';
import { PrivateLinks } from './private-links';
import { heldPlanOf } from '../session/team-manager';
import { shareMode } from './share-mode';
import { ShareTabs, type ShareTab } from './share-tabs';
import type { SharedDeck, SharedLink } from './shared-deck';
import './share-dialog.css';

/**
 * The share dialog (spec/001 §2, §4): public, upgrade-or-publish, private or internal, each at its
 * width, with the Copy Link, Embed and (signed-in) Email tabs. `onPublished` hears of a deck made public here.
 */
export function ShareDialog({
  deck: initialDeck,
  onClose,
  onPublished,
}: {
  deck: SharedDeck;
  onClose: () => void;
  onPublished?: (deck: { visibility: 'all'; slug: string }) => void;
}) {
  const titleId = useId();
  const user = useCurrentUser();
  const notify = useNotify();
  const [deck, setDeck] = useState(initialDeck);
  const [tab, setTab] = useState('link');
  const [publishing, setPublishing] = useState(false);
  const mode = shareMode(deck, user && { id: user.id, account_type: heldPlanOf(user) });

  const tabs = (link?: SharedLink): ShareTab[] => [
    { id: 'link', label: 'Copy Link', panel: () => <CopyLinkPanel deck={deck} link={link} /> },
    { id: 'embed', label: 'Embed', panel: () => <EmbedPanel deck={deck} link={link} /> },
    ...(user ? [{ id: 'email', label: 'Email', panel: () => <EmailPanel deck={deck} link={link} /> }] : []),
  ];

  const publish = async () => {
    setPublishing(true);
    try {
      const published = await publishDeck(deck.id);
      setDeck({ ...deck, visibility: 'all', slug: published.slug });
      onPublished?.({ visibility: 'all', slug: published.slug });
      notify({ type: 'positive', message: SHARE_MESSAGES.published });
    } catch (error) {
      notify({ type: 'negative', message: genericErrorMessage(error) });
    } finally {
      setPublishing(false);
    }
  };

  return (
    <ModalDialog className="dialog share-dialog" labelledBy={titleId} onDismiss={onClose}>
      <div className="dialog__body" data-share-mode={mode}>
        <div className="share-dialog__header">
          <h2 id={titleId} className="dialog__title">
            Share
          </h2>
          <button type="button" className="button button--quiet button--small" onClick={onClose}>
            Close
          </button>
        </div>
        {mode === 'upgrade-or-publish' && (
          <div className="share-dialog__choice">
            <section className="share-dialog__option">
              <h3 className="private-links__heading">Share it privately</h3>
              <p className="dialog__text">
                This deck is {deck.visibility === 'team' ? 'internal' : 'private'}. Private links, with a password and a
                whitelist of sites that may embed them, come with the Pro plan.
              </p>
              <Link to="/account/upgrade" className="button">
                See plans
              </Link>
            </section>
            <section className="share-dialog__option">
              <h3 className="private-links__heading">Publish it</h3>
              <p className="dialog__text">Make the deck public: anyone can find it and open it by its address.</p>
              <button
                type="button"
                className="button button--primary"
                disabled={publishing}
                onClick={() => void publish()}
              >
                {publishing ? 'Publishing…' : 'Publish'}
              </button>
            </section>
          </div>
        )}
        {mode === 'private' && (
          <PrivateLinks deck={deck}>
            {(link) => <ShareTabs tabs={tabs(link)} selected={tab} onSelect={setTab} />}
          </PrivateLinks>
        )}
        {mode === 'internal' && (
          <>
            <p className="dialog__text">This deck is internal: everyone in your team can open it with this link.</p>
            <ShareTabs tabs={tabs()} selected={tab} onSelect={setTab} />
          </>
        )}
        {mode === 'public' && <ShareTabs tabs={tabs()} selected={tab} onSelect={setTab} />}
      </div>
    </ModalDialog>
  );
}
