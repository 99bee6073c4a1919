export { createRemoteControlTexts, SmsNotConfiguredError, type RemoteControlTexts } from './remote-control-texts.js';
export { SmsDeliveryError, SmsRecipientError, type SmsSender } from './sms-sender.js';
export { createTwilioSender, type TwilioSettings } from './twilio.js';
