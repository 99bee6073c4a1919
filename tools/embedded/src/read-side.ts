import { projections as billingService } from '@lectern/billing-service';
import { projections as deckService } from '@lectern/deck-service';
import { projections as exportWorker } from '@lectern/export-worker';
import { projections as mediaService } from '@lectern/media-service';
import type { Projection } from '@lectern/projections';
import { projections as teamService } from '@lectern/team-service';

/**
 * Every read model's projection, by the service whose process runs it, as each service's
 * `start.ts` lists them: what `npm run parked -- retry` looks a projection up in, and what the
 * tests that need the whole read side run (`testing/provide-read-side.ts`).
 */
export const projectionsByService: Record<string, readonly Projection[]> = {
  'deck-service': deckService,
  'media-service': mediaService,
  'team-service': teamService,
  'billing-service': billingService,
  'export-worker': exportWorker,
};

export const everyProjection: readonly Projection[] = Object.values(projectionsByService).flat();
