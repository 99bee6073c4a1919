import { ownersMigrated, type Queryable } from '@lectern/db';
import { checkpointName } from '@lectern/projections';

/**
 * The name of every read model the queries here read, and so of the projection that keeps it
 * (its checkpoint is `projection:<name>`). The projections live in the service that runs them
 * (deck-service: decks, access tokens, users, collaboration, personal slide templates; media-service:
 * media; team-service: teams, team slide templates; export-worker: exports; billing-service: subscriptions); the BFF learns from here,
 * without importing any app, which checkpoints a write waits for.
 */
export const readModelNames = {
  decks: 'decks',
  accessTokens: 'access-tokens',
  users: 'accounts-users',
  media: 'media-items',
  teams: 'teams',
  slideTemplates: 'slide-templates',
  personalSlideTemplates: 'personal-slide-templates',
  collaboration: 'collaboration',
  exports: 'exports',
  subscriptions: 'billing-subscriptions',
} as const;

export type ReadModelName = (typeof readModelNames)[keyof typeof readModelNames];

/** The checkpoint of one read model, to wait for it alone. */
export const readModelCheckpoint = (name: ReadModelName): string => checkpointName({ name });

/** The checkpoints a command waits for before it answers (read-your-writes). */
export const readModelCheckpointNames: readonly string[] = Object.values(readModelNames).map(readModelCheckpoint);

/**
 * Whether every read model's tables exist. The service that runs a projection creates them when
 * it first starts (its runner migrates them as owner `projection:<name>`, the checkpoint's name);
 * until then the BFF, which only reads them, is not ready.
 */
export async function readModelTablesExist(db: Queryable): Promise<boolean> {
  return (await ownersMigrated(db, readModelCheckpointNames)).size === readModelCheckpointNames.length;
}
