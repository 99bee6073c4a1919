import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageBus } from '@lectern/bus';
import { paymentProvider, paymentSettings, loadConfig } from '@lectern/config';
import { subscriptionDecider, subscriptionStreamId, userDecider, userStreamId } from '@lectern/domain';
import { createPostgresEventStore, handle } from '@lectern/event-store';
import { createPaymentProvider } from '@lectern/payments';
import { startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { createLogger } from '@lectern/service-kit';
import { createTestDatabase, waitUntil } from '@lectern/testing';
import { startStripeDouble, type StripeDouble } from '@lectern/testing/stripe-double';
import { subscriptionsProjection } from '../subscriptions/subscriptions-projection.js';
import { createRequestFeed } from './request-feed.js';

/** A bus that never delivers: as when an embedded process stopped after the request was recorded. */
const silentBus: MessageBus = {
  publish: async () => undefined,
  subscribe: async () => ({ stop: async () => undefined }),
  close: async () => undefined,
};

const metadata = { actorId: null, correlationId: 'feed-test' };

describe('subscription requests whose bus message was lost', () => {
  let harness: ProjectionHarness;
  let provider: StripeDouble;

  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase('pglite'), [subscriptionsProjection]);
    provider = await startStripeDouble();
  });
  afterAll(async () => {
    await harness?.close();
    await provider?.close();
  });

  it('are found by the sweep and carried out once', async () => {
    const store = createPostgresEventStore(harness.db);
    const signUp = {
      type: 'SignUp' as const,
      data: {
        userId: 'u1',
        username: 'ada',
        email: 'ada@example.com',
        passwordHash: null,
        emailSubscriber: false,
        now: new Date().toISOString(),
      },
    };
    await handle(store, { streamId: userStreamId('u1'), decider: userDecider, command: signUp }, metadata);
    const requested = await handle(
      store,
      {
        streamId: subscriptionStreamId('u1'),
        decider: subscriptionDecider,
        command: {
          type: 'RequestSubscription',
          data: {
            requestId: 'r1',
            userId: 'u1',
            email: 'ada@example.com',
            plan: 'lite',
            period: 'yearly',
            cardToken: provider.cardToken(),
          },
        },
      },
      metadata,
    );
    harness.runner.wake();
    await harness.runner.waitFor(requested.position);

    const setting = paymentProvider(loadConfig(paymentSettings, provider.environment()))!;
    const feed = createRequestFeed({
      infra: { store, db: harness.db, bus: silentBus, logger: createLogger('feed-test', 'silent') },
      provider: createPaymentProvider(setting),
      sweepMs: 50,
    });
    const running = await feed.start();
    try {
      await waitUntil(async () => (await store.readStream(userStreamId('u1'))).length === 2);
      // Swept again and again meanwhile: still one subscription, one answer.
      await waitUntil(async () => {
        harness.runner.wake();
        return (
          (await harness.db.query("SELECT 1 FROM billing.subscriptions WHERE state->'pending' = 'null'::jsonb")).rows
            .length === 1
        );
      });
      expect((await store.readStream(subscriptionStreamId('u1'))).map((e) => e.type)).toEqual([
        'SubscriptionRequested',
        'ProviderSubscriptionRecorded',
      ]);
      expect((await store.readStream(userStreamId('u1'))).at(-1)).toMatchObject({
        type: 'UserPlanChanged',
        data: { accountType: 'lite', manuallyUpgraded: false },
      });
      expect(provider.subscriptions.size).toBe(1);
    } finally {
      await running.stop();
    }
  });
});
