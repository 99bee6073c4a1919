export { startProjectionHarness, type ProjectionHarness } from './projection-harness.js';
export { everyProjection, provideProjections } from './read-side.js';
