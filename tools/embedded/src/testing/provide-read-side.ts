import { provideProjections } from '@lectern/projection-testing';

// A Vitest setup file (vitest.config.ts, the `int` project): this composition root hands every
// service's projections to the test helpers that run the whole read side (the BFF's harness),
// which may not import apps themselves. Loaded only when a test asks for them.
provideProjections(async () => (await import('../read-side.js')).everyProjection);
