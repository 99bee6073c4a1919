import { readModelsByService } from '@lectern/read-models';
import {
  backgroundSubscription,
  startProjectionService,
  type Infrastructure,
  type RunningApp,
} from '@lectern/service-kit';
import { createFailedVideoCleaner } from './failed-videos.js';

/**
 * Runs the decks read model, and removes failed videos from slide backgrounds. The read model
 * is what makes it ready; the cleaner joins its bus group in the background (see
 * docs/decisions/0012-ready-before-the-bus-group-join.md).
 */
export async function start(infra: Infrastructure): Promise<RunningApp> {
  const projections = await startProjectionService(infra, {
    name: 'deck-service',
    projections: readModelsByService['deck-service'] ?? [],
  });
  const cleaner = createFailedVideoCleaner(infra);
  const subscription = backgroundSubscription(() => cleaner.subscribe(), infra.logger.child({ app: 'deck-service' }));
  return {
    name: 'deck-service',
    ready: async () => subscription.ready() && (await projections.ready()),
    async stop() {
      await subscription.stop();
      await projections.stop();
    },
  };
}
