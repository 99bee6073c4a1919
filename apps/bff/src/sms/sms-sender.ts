/** A text message provider (spec/001 "send by text message"): sends `body` to a number in international form. */
export interface SmsSender {
  send(to: string, body: string): Promise<void>;
}

/** The provider refused the number (not valid, not a mobile, opted out): its words are for the person. */
export class SmsRecipientError extends Error {
  override readonly name = 'SmsRecipientError';
}

/** The provider could not be reached or failed: nothing was sent. */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}
