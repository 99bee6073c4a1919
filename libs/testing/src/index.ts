export * from './databases.js';
export { waitUntil } from './wait.js';
export { writeTestWebm } from './media.js';
export { selfSignedCertificate } from './certificates.js';
