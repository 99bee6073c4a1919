import { readModelsByService } from '@lectern/read-models';
import { startProjectionService, type Infrastructure, type RunningApp } from '@lectern/service-kit';
import { createMediaProcessor } from './processor.js';

/** Runs the media read model and processes uploads from the bus. */
export async function start(infra: Infrastructure): Promise<RunningApp> {
  const projections = await startProjectionService(infra, {
    name: 'media-service',
    projections: readModelsByService['media-service'] ?? [],
  });
  const subscription = await createMediaProcessor(infra).subscribe();
  return {
    name: 'media-service',
    ready: projections.ready,
    async stop() {
      await subscription.stop();
      await projections.stop();
    },
  };
}
