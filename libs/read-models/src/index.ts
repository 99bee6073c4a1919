import { checkpointName, type Projection } from '@lectern/projections';
import { accessTokensProjection } from './access-tokens/index.js';
import { usersProjection } from './accounts/users.js';
import { decksProjection } from './decks/index.js';
import { mediaProjection } from './media/index.js';

export * from './decks/index.js';
export * from './media/index.js';
export * from './access-tokens/index.js';
export { findUserById, findUserByLogin, findUserByUsername, usersProjection, type UserRow } from './accounts/users.js';

/** Every read model, by the service whose process runs its projection. */
export const readModelsByService: Record<string, readonly Projection[]> = {
  'deck-service': [decksProjection, accessTokensProjection],
  'media-service': [mediaProjection],
  'team-service': [usersProjection],
  'billing-service': [],
};

/** The checkpoints a command waits for before it answers (read-your-writes). */
export const readModelCheckpointNames: readonly string[] = Object.values(readModelsByService)
  .flat()
  .map(checkpointName);
