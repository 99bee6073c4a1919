export * from './databases.js';
export { waitUntil } from './wait.js';
export { writeTestMp4, writeTestWebm } from './media.js';
export { startGoogleFontsDouble, type GoogleFontsBehaviour, type GoogleFontsDouble } from './google-fonts-double.js';
export { selfSignedCertificate } from './certificates.js';
export { startFakeTwilio, TWILIO_INVALID_NUMBER, TWILIO_OUTAGE_NUMBER, type TwilioRequest } from './fake-twilio.js';
export { startFakeTurnstile, type TurnstileVerification } from './fake-turnstile.js';
export {
  dropboxContentHash,
  startDropboxDouble,
  type DropboxDouble,
  type DropboxDoubleAccount,
  type DropboxUpload,
} from './dropbox-double/index.js';
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver.js';
