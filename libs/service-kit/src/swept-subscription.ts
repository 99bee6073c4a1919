import type { MessageBus, SubscribeOptions, Subscription } from '@lectern/bus';
import type { Logger } from './logger.js';

/**
 * A bus subscription with a sweep beside it: `sweep` runs at once and again `sweepMs` after each
 * run ends, picking up what the bus did not deliver (a process that died between a request and
 * its answer). Stopping ends the sweeps and the subscription.
 */
export async function sweptSubscription(
  bus: Pick<MessageBus, 'subscribe'>,
  options: SubscribeOptions & { sweep: () => Promise<void>; sweepMs: number; logger: Logger },
): Promise<Subscription> {
  const { sweep, sweepMs, logger, ...subscribe } = options;
  const subscription = await bus.subscribe(subscribe);
  let timer: NodeJS.Timeout | null = null;
  const tick = () =>
    void sweep()
      .catch((error: unknown) => logger.warn({ err: error }, 'sweep failed'))
      .finally(() => {
        if (timer) timer = setTimeout(tick, sweepMs).unref();
      });
  timer = setTimeout(tick, 0).unref();
  return {
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await subscription.stop();
    },
  };
}
