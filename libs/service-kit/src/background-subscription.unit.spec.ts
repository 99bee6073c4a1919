import { describe, expect, it } from 'vitest';
import { backgroundSubscription } from './background-subscription.js';
import { createLogger } from './logger.js';

const logger = createLogger('test', 'silent');

describe('background subscription', () => {
  it('is ready while the group join is still waiting, and stops the subscription once joined', async () => {
    let join!: () => void;
    let stopped = false;
    const subscription = backgroundSubscription(
      () => new Promise((resolve) => (join = () => resolve({ stop: async () => void (stopped = true) }))),
      logger,
    );
    expect(subscription.ready()).toBe(true);
    const stopping = subscription.stop();
    join();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('is not ready once joining failed', async () => {
    const subscription = backgroundSubscription(() => Promise.reject(new Error('no broker')), logger);
    await subscription.stop();
    expect(subscription.ready()).toBe(false);
  });
});
