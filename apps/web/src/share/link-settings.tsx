import { useId, useState } from 'react';
import type { AccessToken } from '@lectern/contracts';
import {
  ACCESS_TOKEN_NAME_MAX_LENGTH,
  ACCESS_TOKEN_PASSWORD_MAX_LENGTH,
  EMBED_DOMAIN_WHITELIST_MAX_LENGTH,
  sanitizeEmbedDomainWhitelist,
} from '@lectern/domain';
import { updateAccessToken, type AccessTokenChanges } from '../api/access-tokens';
import { useNotify } from '../notifications/notification-context';
import { EMBED_WHITELIST_DEBOUNCE_MS, LINK_AUTOSAVE_MS, SHARE_MESSAGES } from './constants';
import type { SharedDeck } from './shared-deck';
import { useDelayedSave } from './use-delayed-save';

/**
 * A private link's settings (spec/001 §3–§6). Typing saves 1 s after the last change, a choice at
 * once; the embed whitelist saves on its own 1.5 s after the last keystroke.
 */
export function LinkSettings({
  deck,
  link,
  onSaved,
  onDelete,
}: {
  deck: SharedDeck;
  link: AccessToken;
  onSaved: (link: AccessToken) => void;
  onDelete: () => void;
}) {
  const id = useId();
  const notify = useNotify();
  const [name, setName] = useState(link.name);
  const [password, setPassword] = useState('');
  const [whitelist, setWhitelist] = useState(link.embed_domain_whitelist);
  const [linkType, setLinkType] = useState(link.link_type);
  const [notifyOnView, setNotifyOnView] = useState(link.notify_on_view);

  const save = (changes: AccessTokenChanges, messages: { saved: string; failed: string }) =>
    void updateAccessToken(deck.id, link.id, changes).then(
      (saved) => {
        onSaved(saved);
        notify({ type: 'positive', message: messages.saved });
      },
      () => notify({ type: 'negative', message: messages.failed }),
    );
  const settings = useDelayedSave<AccessTokenChanges>(LINK_AUTOSAVE_MS, (changes) =>
    save(changes, { saved: SHARE_MESSAGES.linkSaved, failed: SHARE_MESSAGES.linkFailed }),
  );
  const embedRestriction = useDelayedSave<AccessTokenChanges>(EMBED_WHITELIST_DEBOUNCE_MS, (changes) =>
    save(changes, { saved: SHARE_MESSAGES.whitelistSaved, failed: SHARE_MESSAGES.whitelistFailed }),
  );
  // The link type is not offered to enterprise owners (spec/001 §6).
  const showLinkType = deck.user.account_type !== 'enterprise';

  return (
    <div className="link-settings">
      <div className="share-panel__row">
        <label className="field__label" htmlFor={`${id}-name`}>
          Link name
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          maxLength={ACCESS_TOKEN_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            settings.change({ name: event.target.value });
          }}
        />
      </div>
      <div className="share-panel__row">
        <label className="field__label" htmlFor={`${id}-password`}>
          Password
        </label>
        <input
          id={`${id}-password`}
          className="field__input"
          type="password"
          autoComplete="new-password"
          maxLength={ACCESS_TOKEN_PASSWORD_MAX_LENGTH}
          placeholder={link.has_password ? 'Type a new password to change it' : 'Optional'}
          aria-describedby={`${id}-password-state`}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (event.target.value !== '') settings.change({ password: event.target.value });
          }}
        />
        <p id={`${id}-password-state`} className="field__hint">
          {link.has_password ? 'Visitors need the password to open this link. ' : 'Anyone with the link can open it.'}
          {link.has_password && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setPassword('');
                settings.change({ password: '' }, { now: true });
              }}
            >
              Remove password
            </button>
          )}
        </p>
      </div>
      {showLinkType && (
        <fieldset className="link-settings__type">
          <legend className="field__label">Link type</legend>
          {(['view', 'presenter'] as const).map((type) => (
            <label key={type} className="checkbox">
              <input
                type="radio"
                name={`${id}-type`}
                checked={linkType === type}
                onChange={() => {
                  setLinkType(type);
                  settings.change({ link_type: type }, { now: true });
                }}
              />
              <span>{type === 'view' ? 'View' : 'Presenter'}</span>
            </label>
          ))}
        </fieldset>
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={notifyOnView}
          onChange={(event) => {
            setNotifyOnView(event.target.checked);
            settings.change({ notify_on_view: event.target.checked }, { now: true });
          }}
        />
        <span>Notify me by e-mail when someone opens this link</span>
      </label>
      <div className="share-panel__row">
        <label className="field__label" htmlFor={`${id}-whitelist`}>
          Embed domain whitelist
        </label>
        <input
          id={`${id}-whitelist`}
          className="field__input"
          placeholder="blog.example.com"
          maxLength={EMBED_DOMAIN_WHITELIST_MAX_LENGTH}
          aria-describedby={`${id}-whitelist-hint`}
          value={whitelist}
          onChange={(event) => {
            // spec/001 §5: what is stripped goes as it is typed, so the field shows what is kept.
            const kept = sanitizeEmbedDomainWhitelist(event.target.value);
            setWhitelist(kept);
            embedRestriction.change({ embed_domain_whitelist: kept });
          }}
        />
        <p id={`${id}-whitelist-hint`} className="field__hint">
          Only this site may embed the deck through this link. Leave it empty to allow any.
        </p>
      </div>
      <p className="link-settings__views">
        Viewed {link.deck_view_count} {link.deck_view_count === 1 ? 'time' : 'times'} through this link
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--danger" onClick={onDelete}>
          Delete link
        </button>
      </div>
    </div>
  );
}
