export * from './databases.js';
export { waitUntil } from './wait.js';
export { writeTestWebm } from './media.js';
export { startGoogleFontsDouble, type GoogleFontsBehaviour, type GoogleFontsDouble } from './google-fonts-double.js';
export { selfSignedCertificate } from './certificates.js';
