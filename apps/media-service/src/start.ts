import { countMediaProcessing } from '@lectern/read-models';
import { startProjectionService, type Infrastructure, type RunningApp } from '@lectern/service-kit';
import { mediaProjection } from './media/media-projection.js';
import { createMediaProcessor } from './media/processor.js';

/** The read models media-service keeps: the media library. */
export const projections = [mediaProjection] as const;

/** Runs the media read model and processes uploads from the bus. */
export async function start(infra: Infrastructure): Promise<RunningApp> {
  const readModels = await startProjectionService(infra, {
    name: 'media-service',
    projections,
  });
  const subscription = await createMediaProcessor(infra).subscribe();
  const unwatchQueue = infra.metrics.watchQueue('media', () => countMediaProcessing(infra.db, 500));
  return {
    name: 'media-service',
    ready: readModels.ready,
    async stop() {
      unwatchQueue();
      await subscription.stop();
      await readModels.stop();
    },
  };
}
