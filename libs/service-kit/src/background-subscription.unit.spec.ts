import { describe, expect, it } from 'vitest';
import { backgroundSubscription } from './background-subscription.js';
import { waitUntil } from '@lectern/testing';
import { createLogger } from './logger.js';

const logger = createLogger('test', 'silent');
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('background subscription', () => {
  it('is ready while the group join is still waiting; stopping does not wait for it, and stops it once joined', async () => {
    let join!: () => void;
    let stopped = false;
    const subscription = backgroundSubscription(
      () => new Promise((resolve) => (join = () => resolve({ stop: async () => void (stopped = true) }))),
      logger,
    );
    expect(subscription.ready()).toBe(true);
    await subscription.stop();
    expect(stopped).toBe(false);
    join();
    await settled();
    expect(stopped).toBe(true);
  });

  it('stops a subscription that has joined', async () => {
    let stopped = false;
    const subscription = backgroundSubscription(async () => ({ stop: async () => void (stopped = true) }), logger);
    await settled();
    await subscription.stop();
    expect(stopped).toBe(true);
  });

  it('is not ready once joining failed, and joins again', async () => {
    let attempts = 0;
    let stopped = false;
    const subscription = backgroundSubscription(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('no broker');
        return { stop: async () => void (stopped = true) };
      },
      logger,
      { first: 1, last: 1 },
    );
    await settled();
    expect(subscription.ready()).toBe(false);
    await waitUntil(() => attempts === 2 && subscription.ready());
    await subscription.stop();
    expect(stopped).toBe(true);
  });
});
