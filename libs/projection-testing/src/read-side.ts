import type { Projection } from '@lectern/projections';

let load: (() => Promise<readonly Projection[]>) | undefined;

/**
 * Registers where the projections of every service come from. Apps and libs never import apps,
 * so the composition root does it, in the test setup (tools/embedded/src/testing/provide-read-side.ts).
 */
export function provideProjections(loader: () => Promise<readonly Projection[]>): void {
  load = loader;
}

/** Every service's projections, for a test that runs the whole read side (the BFF's harness). */
export async function everyProjection(): Promise<readonly Projection[]> {
  if (!load)
    throw new Error(
      'No projections provided: run through vitest.config.ts, whose int setup (tools/embedded/src/testing/provide-read-side.ts) provides them',
    );
  return load();
}
