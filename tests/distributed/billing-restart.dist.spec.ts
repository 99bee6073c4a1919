import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSettings, loadConfig } from '@lectern/config';
import {
  subscriptionDecider,
  subscriptionStreamId,
  userDecider,
  userStreamId,
  type DomainEvent,
} from '@lectern/domain';
import { handle } from '@lectern/event-store';
import { createInfrastructure, createLogger, startRelayService, type Infrastructure } from '@lectern/service-kit';
import { createTestDatabase, waitUntil, type TestDatabase } from '@lectern/testing';
import { startStripeDouble, type StripeDouble } from '@lectern/testing/stripe-double';
import { freePort, repoRoot, startApp, waitForReady, type AppProcess } from './processes.js';

const configured = Boolean(process.env.DATABASE_URL && process.env.KAFKA_BROKERS);
const metadata = { actorId: null, correlationId: 'billing-restart' };

/**
 * billing-service as its own process on Postgres and Kafka, killed (SIGKILL) after it asked the
 * payment provider for a subscription and before the answer reached it: started again, it hears
 * the request again from Kafka, asks again with the same idempotency keys, and the subscription
 * is made, charged and recorded once.
 */
describe.runIf(configured)('billing-service killed between a request and the provider answer', () => {
  let database: TestDatabase;
  let provider: StripeDouble;
  let infra: Infrastructure;
  let relay: { stop(): Promise<void> };
  let billing: AppProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    if (!existsSync(path.join(repoRoot, 'dist', 'billing-service', 'main.js')))
      throw new Error('Run `npm run build` first: dist/ is missing');
    database = await createTestDatabase('postgres');
    provider = await startStripeDouble();
    env = { DATABASE_URL: database.url!, KAFKA_BROKERS: process.env.KAFKA_BROKERS!, ...provider.environment() };
    // The BFF's part: the event log, and its relay to Kafka.
    infra = await createInfrastructure({
      mode: 'distributed',
      config: loadConfig(baseSettings, { DATABASE_URL: env.DATABASE_URL, KAFKA_BROKERS: env.KAFKA_BROKERS }),
      logger: createLogger('billing-restart', 'warn'),
      clientId: `billing-restart-${Date.now()}`,
    });
    relay = await startRelayService(infra);
  });

  afterAll(async () => {
    if (billing?.child.exitCode === null) billing.child.kill('SIGKILL');
    await relay?.stop();
    await infra?.close();
    await provider?.close();
    await database?.drop();
  });

  const eventsOf = async (streamId: string): Promise<DomainEvent['type'][]> =>
    (await infra.store.readStream(streamId)).map((event) => event.type as DomainEvent['type']);

  it('makes the subscription once', { timeout: 240_000 }, async () => {
    const userId = 'u-restart';
    await handle(
      infra.store,
      {
        streamId: userStreamId(userId),
        decider: userDecider,
        command: {
          type: 'SignUp',
          data: {
            userId,
            username: 'restart',
            email: 'restart@example.com',
            passwordHash: null,
            emailSubscriber: false,
            now: new Date().toISOString(),
          },
        },
      },
      metadata,
    );
    provider.holdAnswers('/v1/subscriptions');
    billing = startApp('billing-service', env, await freePort());
    await waitForReady(billing);
    await handle(
      infra.store,
      {
        streamId: subscriptionStreamId(userId),
        decider: subscriptionDecider,
        command: {
          type: 'RequestSubscription',
          data: {
            requestId: 'request-1',
            userId,
            email: 'restart@example.com',
            plan: 'pro',
            period: 'monthly',
            cardToken: provider.cardToken(),
          },
        },
      },
      metadata,
    );
    // The provider made the subscription; its answer is held back, and billing-service dies waiting.
    await waitUntil(() => provider.subscriptions.size === 1, { timeoutMs: 60_000 });
    billing.child.kill('SIGKILL');
    await billing.exited;
    provider.releaseAnswers();
    expect(await eventsOf(subscriptionStreamId(userId))).toEqual(['SubscriptionRequested']);

    billing = startApp('billing-service', env, await freePort());
    await waitForReady(billing);
    // Kafka hands the unacknowledged request to the new member once the dead one's session ends.
    await waitUntil(async () => (await eventsOf(subscriptionStreamId(userId))).length === 2, {
      timeoutMs: 150_000,
      intervalMs: 500,
    });

    expect(await eventsOf(subscriptionStreamId(userId))).toEqual([
      'SubscriptionRequested',
      'ProviderSubscriptionRecorded',
    ]);
    expect(await eventsOf(userStreamId(userId))).toEqual(['UserSignedUp', 'UserPlanChanged']);
    expect(provider.customers.size).toBe(1);
    expect(provider.subscriptions.size).toBe(1);
    // Each thing was made by one first asking; every other asking (the bus's redelivery, the sweep
    // of requests under way, either of them racing the other) was answered as a replay.
    const asked = provider.requests.filter((r) => r.method === 'POST');
    expect(asked.filter((r) => !r.replayed).map((r) => [r.path, r.idempotencyKey])).toEqual([
      ['/v1/customers', 'request-1:customer'],
      ['/v1/subscriptions', 'request-1:subscription'],
    ]);
    expect(asked.length).toBeGreaterThanOrEqual(4);
    for (const again of asked.filter((r) => r.replayed))
      expect(again.idempotencyKey).toMatch(/^request-1:(customer|subscription)$/);
  });
});
