import { SmsDeliveryError, SmsRecipientError, type SmsSender } from './sms-sender.js';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio phone number (`+15550100199`) or a Messaging Service SID (`MG…`). */
  from: string;
  /** The API's address; Twilio's own unless given (tests). */
  baseUrl?: string;
}

/** Twilio's error codes that are about the recipient's number, told to the person as Twilio words them. */
const RECIPIENT_ERRORS = new Set([21211, 21408, 21610, 21612, 21614]);

/**
 * Twilio's Programmable Messaging API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, a
 * form of `To`, `From` (or `MessagingServiceSid`) and `Body`, with the account SID and auth token
 * as Basic credentials. A 201 means the message is queued.
 */
export function createTwilioSender(settings: TwilioSettings): SmsSender {
  const base = (settings.baseUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const credentials = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  return {
    async send(to, body) {
      const form = new URLSearchParams({ To: to, Body: body });
      form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Basic ${credentials}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(10_000),
          redirect: 'error',
        });
      } catch (cause) {
        throw new SmsDeliveryError('Twilio could not be reached', { cause });
      }
      if (response.ok) return;
      const answer = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
      if (answer.code !== undefined && RECIPIENT_ERRORS.has(answer.code) && answer.message)
        throw new SmsRecipientError(answer.message);
      throw new SmsDeliveryError(`Twilio answered ${response.status}${answer.code ? ` (${answer.code})` : ''}`);
    },
  };
}
