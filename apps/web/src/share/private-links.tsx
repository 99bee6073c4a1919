import { useEffect, useState, type ReactNode } from 'react';
import type { AccessToken } from '@lectern/contracts';
import { createAccessToken, deleteAccessToken, listAccessTokens } from '../api/access-tokens';
import { ApiError } from '../api/client';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';
import { SHARE_MESSAGES } from './constants';
import { LinkSettings } from './link-settings';
import type { SharedDeck, SharedLink } from './shared-deck';

type Links =
  { state: 'loading' } | { state: 'signed-out' } | { state: 'failed' } | { state: 'loaded'; links: AccessToken[] };

/**
 * The private mode of the share dialog (spec/001 §4): the deck's private links with the first
 * selected, or a placeholder offering to create one; `children` shares the selected link.
 */
export function PrivateLinks({ deck, children }: { deck: SharedDeck; children: (link: SharedLink) => ReactNode }) {
  const notify = useNotify();
  const [links, setLinks] = useState<Links>({ state: 'loading' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    listAccessTokens(deck.id).then(
      (loaded) => current && setLinks({ state: 'loaded', links: loaded }),
      (error: unknown) => {
        if (!current) return;
        const signedOut = error instanceof ApiError && error.status === 401;
        setLinks({ state: signedOut ? 'signed-out' : 'failed' });
        if (!signedOut) notify({ type: 'negative', message: genericErrorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [deck.id, notify]);

  if (links.state === 'loading') return <p className="share-dialog__status">Loading private links…</p>;
  if (links.state === 'signed-out')
    return (
      <p className="share-dialog__status" role="alert">
        {SHARE_MESSAGES.signedOut}
      </p>
    );
  if (links.state === 'failed') return <p className="share-dialog__status">The private links could not be loaded.</p>;

  const list = links.links;
  const selected = list.find((link) => link.id === selectedId) ?? list[0];
  const replace = (next: AccessToken[]) => setLinks({ state: 'loaded', links: next });

  const create = async () => {
    setBusy(true);
    try {
      const link = await createAccessToken(deck.id);
      replace([...list, link]);
      setSelectedId(link.id);
    } catch (error) {
      notify({ type: 'negative', message: genericErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (link: AccessToken) => {
    try {
      await deleteAccessToken(deck.id, link.id);
      replace(list.filter((other) => other.id !== link.id));
      setSelectedId(null);
    } catch (error) {
      notify({ type: 'negative', message: genericErrorMessage(error) });
    }
  };

  if (!selected)
    return (
      <div className="private-links__placeholder">
        <h3 className="private-links__heading">This deck is private</h3>
        <p className="dialog__text">
          Only you and your collaborators can see it. Create a private link to share it with anyone you choose, with a
          password if you like.
        </p>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void create()}>
          Create a private link
        </button>
      </div>
    );

  return (
    <div className="private-links">
      <nav className="private-links__list" aria-label="Private links">
        <ul>
          {list.map((link) => (
            <li key={link.id}>
              <button
                type="button"
                className="private-links__item"
                aria-current={link.id === selected.id ? 'true' : undefined}
                onClick={() => setSelectedId(link.id)}
              >
                <span className="private-links__name">{link.name}</span>
                <span className="private-links__count">
                  {link.deck_view_count} {link.deck_view_count === 1 ? 'view' : 'views'}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--small" disabled={busy} onClick={() => void create()}>
          New link
        </button>
      </nav>
      <div className="private-links__selected">
        <LinkSettings
          key={selected.id}
          deck={deck}
          link={selected}
          onSaved={(saved) =>
            setLinks((current) =>
              current.state === 'loaded'
                ? { state: 'loaded', links: current.links.map((link) => (link.id === saved.id ? saved : link)) }
                : current,
            )
          }
          onDelete={() => void remove(selected)}
        />
        {children({ id: selected.id, token: selected.token })}
      </div>
    </div>
  );
}
