import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PHONE_NUMBER_PROBLEM, phoneNumberProblem } from '@lectern/domain';
import { ApiError } from '../../../api/client';
import { fetchSmsStatus, sendRemoteControlLink } from '../../../api/sms';
import { saveUserSetting } from '../../../api/user-settings';
import { PromptDialog } from '../../../dialogs/prompt-dialog';
import { useCurrentUser } from '../../../session/session-context';
import { SMS_SENT_SHOWN_MS } from '../../constants';
import { countryCodeDigits, formatPhoneNumber, phoneNumberDigits } from './phone-format';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string }
  | { kind: 'not-configured' };

/** 'Failed to send SMS:' with the server's words about the number, else 'Failed to send SMS.' (spec/001 §8). */
function smsFailureMessage(error: unknown): string {
  const problem = error instanceof ApiError ? error.fields?.phone_number?.[0] : undefined;
  return problem ? `Failed to send SMS: ${problem}` : 'Failed to send SMS.';
}

/**
 * 'Send Remote Control Link' (spec/001 §2, §4, §5): a country code and a phone number, digits only
 * (grouped with spaces for country codes 1 and 46), texted a link that presents this deck live
 * from the phone. 'Sending', then 'SMS sent' for 2 s before it closes and keeps the number in the
 * user's settings; or why it failed. Without an SMS provider it says so and offers nothing to send.
 */
export function SendSmsPrompt({ deckId, onClose }: { deckId: string; onClose(): void }) {
  const saved = useCurrentUser()?.settings;
  const queryClient = useQueryClient();
  const [countryCode, setCountryCode] = useState(saved?.phone_country_code ?? '');
  const [digits, setDigits] = useState(phoneNumberDigits(saved?.phone_number ?? ''));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [configured, setConfigured] = useState<boolean | null>(null);
  const closing = useRef<number | undefined>(undefined);
  const codeId = useId();
  const numberId = useId();
  const messageId = useId();

  useEffect(() => {
    const controller = new AbortController();
    fetchSmsStatus(controller.signal).then(
      ({ configured: answer }) => setConfigured(answer),
      () => setConfigured(true),
    );
    return () => {
      controller.abort();
      window.clearTimeout(closing.current);
    };
  }, []);

  const send = async () => {
    if (phoneNumberProblem(countryCode, digits)) return setOutcome({ kind: 'failed', message: PHONE_NUMBER_PROBLEM });
    setOutcome({ kind: 'sending' });
    try {
      await sendRemoteControlLink(deckId, { country_code: countryCode, phone_number: digits });
    } catch (error) {
      const notConfigured = error instanceof ApiError && error.code === 'sms_not_configured';
      return setOutcome(
        notConfigured ? { kind: 'not-configured' } : { kind: 'failed', message: smsFailureMessage(error) },
      );
    }
    setOutcome({ kind: 'sent' });
    closing.current = window.setTimeout(() => {
      onClose();
      void saveUserSetting(queryClient, 'phone_country_code', countryCode)
        .then(() => saveUserSetting(queryClient, 'phone_number', digits))
        .catch(() => undefined);
    }, SMS_SENT_SHOWN_MS);
  };

  const notConfigured = configured === false || outcome.kind === 'not-configured';
  const busy = outcome.kind === 'sending' || outcome.kind === 'sent';
  const message = {
    idle: '',
    sending: 'Sending',
    sent: 'SMS sent',
    failed: outcome.kind === 'failed' ? outcome.message : '',
    'not-configured': '',
  }[outcome.kind];

  return (
    <PromptDialog title="Send Remote Control Link" className="send-sms" onDismiss={onClose}>
      {notConfigured ? (
        <div className="prompt-dialog__form">
          <p className="send-sms__intro">
            Text messages are not set up on this server. Open this page on your phone to control the presentation from
            there.
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={onClose} autoFocus>
              Close
            </button>
          </div>
        </div>
      ) : (
        <form
          className="prompt-dialog__form"
          aria-describedby={messageId}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <p className="send-sms__intro">We'll text you a link that controls this presentation from your phone.</p>
          <div className="send-sms__fields">
            <div className="field send-sms__code">
              <label htmlFor={codeId} className="field__label">
                Country code
              </label>
              <div className="prompt-field__prefixed">
                <span className="prompt-field__prefix" aria-hidden="true">
                  +
                </span>
                <input
                  id={codeId}
                  className="field__input"
                  inputMode="numeric"
                  autoComplete="tel-country-code"
                  value={countryCode}
                  disabled={busy}
                  onChange={(event) => setCountryCode(countryCodeDigits(event.target.value))}
                />
              </div>
            </div>
            <div className="field send-sms__number">
              <label htmlFor={numberId} className="field__label">
                Phone number
              </label>
              <input
                id={numberId}
                className="field__input"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                autoFocus
                value={formatPhoneNumber(countryCode, digits)}
                disabled={busy}
                onChange={(event) => setDigits(phoneNumberDigits(event.target.value))}
              />
            </div>
          </div>
          <p
            id={messageId}
            role="status"
            className={`form-message send-sms__message send-sms__message--${outcome.kind}`}
          >
            {message}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={busy || configured === null}>
              Send
            </button>
          </div>
        </form>
      )}
    </PromptDialog>
  );
}
