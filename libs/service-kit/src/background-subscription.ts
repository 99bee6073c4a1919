import type { Subscription } from '@lectern/bus';
import type { Logger } from './logger.js';

/**
 * A bus subscription joined in the background. After a hard restart the group waits for the
 * dead member's session to time out (30 s) before it lets the new one in; a process whose
 * other work does not need the subscription is ready meanwhile, and its messages wait in the
 * bus. Not ready once joining has failed.
 */
export function backgroundSubscription(subscribe: () => Promise<Subscription>, logger: Logger) {
  let failed = false;
  const joining = subscribe().catch((error: unknown) => {
    failed = true;
    logger.error({ err: error }, 'could not join the bus subscription');
    return null;
  });
  return {
    ready: () => !failed,
    async stop() {
      await (await joining)?.stop();
    },
  };
}
