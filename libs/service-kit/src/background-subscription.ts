import type { Subscription } from '@lectern/bus';
import type { Logger } from './logger.js';

/**
 * A bus subscription joined in the background. After a hard restart the group waits for the
 * dead member's session to time out (30 s) before it lets the new one in; a process whose
 * other work does not need the subscription is ready meanwhile, and its messages wait in the
 * bus. Not ready once joining has failed. Stopping never waits for a join still under way: the
 * subscription is stopped when (if) it arrives.
 */
export function backgroundSubscription(subscribe: () => Promise<Subscription>, logger: Logger) {
  let failed = false;
  let stopping = false;
  let joined: Subscription | null = null;
  void subscribe().then(
    async (subscription) => {
      if (stopping) await subscription.stop();
      else joined = subscription;
    },
    (error: unknown) => {
      failed = true;
      if (!stopping) logger.error({ err: error }, 'could not join the bus subscription');
    },
  );
  return {
    ready: () => !failed,
    async stop() {
      stopping = true;
      await joined?.stop();
    },
  };
}
