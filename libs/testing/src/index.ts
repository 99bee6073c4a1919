export * from './databases.js';
export { waitUntil } from './wait.js';
export { writeTestMp4, writeTestWebm } from './media.js';
