import { useId, useState, type FormEvent } from 'react';
import { DECK_SHARE_BODY_MAX_LENGTH, DECK_SHARE_EMAILS_MAX_LENGTH, DECK_SHARE_FROM_MAX_LENGTH } from '@lectern/domain';
import { shareDeckByEmail } from '../api/deck-shares';
import { useNotify } from '../notifications/notification-context';
import { useCurrentUser } from '../session/session-context';
import { EMAIL_SENT_NOTICE_MS, SHARE_MESSAGES } from './constants';
import type { SharedDeck, SharedLink } from './shared-deck';

/** The Email tab (signed-in people only): the deck, or its private link, mailed to people with a message. */
export function EmailPanel({ deck, link }: { deck: SharedDeck; link?: SharedLink }) {
  const id = useId();
  const notify = useNotify();
  const user = useCurrentUser();
  const [emails, setEmails] = useState('');
  const [from, setFrom] = useState(user?.username ?? '');
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await shareDeckByEmail(deck.id, { emails, from, body, access_token_id: link?.id ?? null });
      notify({ type: 'positive', message: SHARE_MESSAGES.emailSent, duration: EMAIL_SENT_NOTICE_MS });
      setEmails('');
      setBody('');
    } catch {
      notify({ type: 'negative', message: SHARE_MESSAGES.emailFailed });
    } finally {
      setSending(false);
    }
  };

  const field = (
    name: string,
    label: string,
    value: string,
    set: (value: string) => void,
    max: number,
    multiline = false,
  ) => (
    <div className="share-panel__row">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={`${id}-${name}`}
          className="field__input"
          rows={4}
          required
          maxLength={max}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          className="field__input"
          required
          maxLength={max}
          value={value}
          onChange={(event) => set(event.target.value)}
          {...(name === 'to' ? { placeholder: 'ada@example.com, grace@example.com', autoComplete: 'off' } : {})}
        />
      )}
    </div>
  );

  return (
    <form className="share-panel" onSubmit={(event) => void send(event)}>
      {field('to', 'To', emails, setEmails, DECK_SHARE_EMAILS_MAX_LENGTH)}
      {field('from', 'From', from, setFrom, DECK_SHARE_FROM_MAX_LENGTH)}
      {field('message', 'Message', body, setBody, DECK_SHARE_BODY_MAX_LENGTH, true)}
      <div className="dialog__actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
