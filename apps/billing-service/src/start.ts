import type { PaymentProviderSetting } from '@lectern/config';
import { createPaymentProvider } from '@lectern/payments';
import {
  backgroundSubscription,
  startProjectionService,
  type Infrastructure,
  type RunningApp,
} from '@lectern/service-kit';
import { createRequestFeed } from './requests/request-feed.js';
import { createSeatFollower } from './seats/team-seats.js';
import { subscriptionsProjection } from './subscriptions/subscriptions-projection.js';

/** The read models billing-service keeps: each account's subscription. */
export const projections = [subscriptionsProjection] as const;

export interface BillingServiceOptions {
  /** The payment provider (STRIPE_*); without it payments are off and the operator sets plans. */
  paymentProvider?: PaymentProviderSetting;
  /** How often requests the provider has not answered are looked for. */
  sweepMs?: number;
}

/** Requests under way are looked for this often (and at start): a lost bus message waits at most this long. */
export const REQUEST_SWEEP_MS = 30_000;

/** Carries out subscription requests at the payment provider; idle while payments are off. */
export async function start(infra: Infrastructure, options: BillingServiceOptions = {}): Promise<RunningApp> {
  const readModels = await startProjectionService(infra, { name: 'billing-service', projections });
  if (!options.paymentProvider) return readModels;
  const logger = infra.logger.child({ app: 'billing-service' });
  const feed = createRequestFeed({
    infra,
    provider: createPaymentProvider(options.paymentProvider),
    sweepMs: options.sweepMs ?? REQUEST_SWEEP_MS,
  });
  const requests = backgroundSubscription(() => feed.start(), logger);
  const seats = backgroundSubscription(() => createSeatFollower(infra).start(), logger);
  return {
    name: 'billing-service',
    ready: async () => requests.ready() && seats.ready() && (await readModels.ready()),
    async stop() {
      await seats.stop();
      await requests.stop();
      await readModels.stop();
    },
  };
}
