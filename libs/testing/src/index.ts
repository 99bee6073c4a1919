export * from './databases.js';
export { waitUntil } from './wait.js';
