import { checkpointName, type Projection } from '@lectern/projections';

/** Every read model, by the service that runs its projection. */
export const readModelsByService: Record<string, readonly Projection[]> = {
  'deck-service': [],
  'media-service': [],
  'team-service': [],
  'billing-service': [],
};

/** The checkpoints a command waits for before it answers (read-your-writes). */
export const readModelCheckpointNames: readonly string[] = Object.values(readModelsByService)
  .flat()
  .map(checkpointName);
