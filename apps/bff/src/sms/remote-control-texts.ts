import { internationalNumber, phoneNumberProblem, ValidationError } from '@lectern/domain';
import type { DeckRow } from '@lectern/read-models';
import { remoteControlText, remoteControlUrl } from './remote-control-text.js';
import { SmsRecipientError, type SmsSender } from './sms-sender.js';

/** No SMS provider is configured: nothing can be texted. */
export class SmsNotConfiguredError extends Error {
  override readonly name = 'SmsNotConfiguredError';
  constructor() {
    super('Text messages are not set up on this server.');
  }
}

/**
 * 'Send Remote Control Link' (spec/001 §2 "Send SMS"): texts the live presenter's address with the
 * stream's publisher key to a phone, through the configured provider (none: `configured` is false).
 * A number the phone rules refuse, or the provider refuses, is a `phone_number` problem.
 */
export function createRemoteControlTexts(deps: { sender: SmsSender | null; publicUrl: () => string }) {
  return {
    configured: deps.sender !== null,

    async send(deck: DeckRow, publisherKey: string, phone: { countryCode: string; phoneNumber: string }) {
      const problem = phoneNumberProblem(phone.countryCode, phone.phoneNumber);
      if (problem) throw new ValidationError({ phone_number: [problem] });
      if (!deps.sender) throw new SmsNotConfiguredError();
      const text = remoteControlText(deck.title, remoteControlUrl(deps.publicUrl(), deck, publisherKey));
      try {
        await deps.sender.send(internationalNumber(phone.countryCode, phone.phoneNumber), text);
      } catch (error) {
        if (error instanceof SmsRecipientError) throw new ValidationError({ phone_number: [error.message] });
        throw error;
      }
    },
  };
}

export type RemoteControlTexts = ReturnType<typeof createRemoteControlTexts>;
