import type { Subscription } from '@lectern/bus';
import type { Logger } from './logger.js';

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * A bus subscription joined in the background. After a hard restart the group waits for the
 * dead member's session to time out (KAFKA_SESSION_TIMEOUT_MS) before it lets the new one in; a
 * process whose other work does not need the subscription is ready meanwhile, and its messages
 * wait in the bus. A join that fails (the broker refused it, e.g. in a rebalance it could not
 * finish) is tried again, 1 s later and then at doubling intervals up to 30 s; the process is
 * not ready until one succeeds. Stopping never waits for a join still under way: the
 * subscription is stopped when (if) it arrives.
 */
export function backgroundSubscription(
  subscribe: () => Promise<Subscription>,
  logger: Logger,
  retryMs: { first: number; last: number } = { first: FIRST_RETRY_MS, last: LAST_RETRY_MS },
) {
  let failed = false;
  let stopping = false;
  let joined: Subscription | null = null;
  let retry: NodeJS.Timeout | undefined;
  const join = (pauseMs: number) =>
    void subscribe().then(
      async (subscription) => {
        failed = false;
        if (stopping) await subscription.stop();
        else joined = subscription;
      },
      (error: unknown) => {
        failed = true;
        if (stopping) return;
        logger.error({ err: error, retryInMs: pauseMs }, 'could not join the bus subscription; trying again');
        retry = setTimeout(() => join(Math.min(retryMs.last, pauseMs * 2)), pauseMs);
        retry.unref();
      },
    );
  join(retryMs.first);
  return {
    ready: () => !failed,
    async stop() {
      stopping = true;
      clearTimeout(retry);
      await joined?.stop();
    },
  };
}
