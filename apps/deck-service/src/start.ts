import {
  backgroundSubscription,
  startProjectionService,
  type Infrastructure,
  type RunningApp,
} from '@lectern/service-kit';
import { accessTokensProjection } from './access-tokens/access-tokens-projection.js';
import { usersProjection } from './accounts/users-projection.js';
import { collaborationProjection } from './collaboration/collaboration-projection.js';
import { decksProjection } from './decks/decks-projection.js';
import { personalSlideTemplatesProjection } from './slide-templates/personal-slide-templates-projection.js';
import { createFailedVideoCleaner } from './decks/failed-videos.js';

/**
 * The read models deck-service keeps: decks (with tags, slugs, content, kudos, collaborators), their
 * access tokens, the users the deck cards and profiles join (docs/decisions/0021), and collaboration
 * (who edits, comments and what each reader has read), and each person's own slide templates
 * (decision 0077).
 */
export const projections = [
  decksProjection,
  accessTokensProjection,
  usersProjection,
  collaborationProjection,
  personalSlideTemplatesProjection,
] as const;

/**
 * Runs its read models, and removes failed videos from slide backgrounds. The read models
 * are what make it ready; the cleaner joins its bus group in the background (see
 * docs/decisions/0012-ready-before-the-bus-group-join.md).
 */
export async function start(infra: Infrastructure): Promise<RunningApp> {
  const readModels = await startProjectionService(infra, {
    name: 'deck-service',
    projections,
  });
  const cleaner = createFailedVideoCleaner(infra);
  const subscription = backgroundSubscription(() => cleaner.subscribe(), infra.logger.child({ app: 'deck-service' }));
  return {
    name: 'deck-service',
    ready: async () => subscription.ready() && (await readModels.ready()),
    async stop() {
      await subscription.stop();
      await readModels.stop();
    },
  };
}
