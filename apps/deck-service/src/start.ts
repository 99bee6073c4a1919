import { readModelsByService } from '@lectern/read-models';
import { startProjectionService, type Infrastructure, type RunningApp } from '@lectern/service-kit';
import { createFailedVideoCleaner } from './failed-videos.js';

/** Runs the decks read model, and removes failed videos from slide backgrounds. */
export async function start(infra: Infrastructure): Promise<RunningApp> {
  const projections = await startProjectionService(infra, {
    name: 'deck-service',
    projections: readModelsByService['deck-service'] ?? [],
  });
  const subscription = await createFailedVideoCleaner(infra).subscribe();
  return {
    name: 'deck-service',
    ready: projections.ready,
    async stop() {
      await subscription.stop();
      await projections.stop();
    },
  };
}
