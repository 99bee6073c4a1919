export * from './databases.js';
export { waitUntil } from './wait.js';
export { writeTestWebm } from './media.js';
export { startProjectionHarness, type ProjectionHarness } from './projection-harness.js';
export { everyProjection, provideProjections } from './read-side.js';
