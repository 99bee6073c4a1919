import { topicForStream, type BusMessage } from '@lectern/bus';
import {
  billsTeam,
  streamKind,
  streamPrefix,
  subscriptionDecider,
  subscriptionStreamId,
  type SubscriptionRequestEvent,
} from '@lectern/domain';
import { readState, type StoredEvent } from '@lectern/event-store';
import { ProviderRefusal, recordProviderState, type PaymentProvider } from '@lectern/payments';
import { listPendingSubscriptionAccounts } from '@lectern/read-models';
import { sweptSubscription, type Infrastructure } from '@lectern/service-kit';
import { followSeats } from '../seats/team-seats.js';

const REQUESTS = new Set<string>([
  'SubscriptionRequested',
  'PeriodChangeRequested',
  'CancellationRequested',
  'ReactivationRequested',
  'CardChangeRequested',
  'SeatChangeRequested',
]);

/**
 * Carries out the subscription requests the BFF records, heard on the bus: the provider is asked
 * with the request's id as idempotency key, and its answer (or the refusal's message) is recorded
 * with the plan change it brings. A request already answered is skipped; one whose provider call
 * failed otherwise (network, provider outage) is thrown back to the bus, which delivers it again:
 * the provider, by the same key, does it once. Requests under way are also looked for when the
 * service starts and every `sweepMs`, so one whose bus message was lost is not left waiting. Once
 * a team's request is answered, the seats it bills are brought to its active members again.
 */
export function createRequestFeed(deps: {
  infra: Pick<Infrastructure, 'store' | 'bus' | 'logger' | 'db'>;
  provider: PaymentProvider;
  /** How often requests under way are looked for (and when the service starts). */
  sweepMs: number;
}) {
  const { store } = deps.infra;
  const logger = deps.infra.logger.child({ component: 'subscription-requests' });

  /** Carries out the account's request under way, if it is still `requestId` (any request, when not given). */
  async function carryOut(accountId: string, causationId: string | null, requestId?: string) {
    const { state } = await readState(store, subscriptionStreamId(accountId), subscriptionDecider);
    const request = state.pending;
    if (!request || (requestId !== undefined && request.data.requestId !== requestId)) return;
    const metadata = { actorId: null, correlationId: request.data.requestId, causationId };
    const { requestId: key } = request.data;
    try {
      const answer = await deps.provider.carryOut(request, {
        customerId: state.customerId,
        subscriptionId: state.subscription?.id ?? null,
        paidSeats: state.paidSeats,
      });
      await recordProviderState(
        store,
        accountId,
        { type: 'RecordProviderAnswer', data: { requestId: key, state: answer } },
        metadata,
      );
    } catch (error) {
      if (!(error instanceof ProviderRefusal)) throw error;
      logger.info({ accountId, requestId: key, message: error.message }, 'the provider refused a subscription request');
      await recordProviderState(
        store,
        accountId,
        { type: 'RecordProviderAnswer', data: { requestId: key, failure: error.message } },
        metadata,
      );
    }
    // Members who joined or left while this was under way are billed now.
    if (billsTeam(state)) await followSeats(store, accountId, metadata);
  }

  async function handle(message: BusMessage) {
    const event = JSON.parse(message.value.toString()) as StoredEvent;
    const stream = streamKind(event.streamId);
    if (stream?.kind !== 'subscription' || !REQUESTS.has(event.type)) return;
    await carryOut(stream.id, event.id, (event.data as SubscriptionRequestEvent['data']).requestId);
  }

  /** Requests whose bus message was lost with an embedded process that stopped: asked again by the same keys. */
  async function sweep() {
    for (const accountId of await listPendingSubscriptionAccounts(deps.infra.db, 100))
      await carryOut(accountId, null).catch((error: unknown) =>
        logger.warn({ err: error, accountId }, 'a subscription request under way failed again'),
      );
  }

  return {
    start: () =>
      sweptSubscription(deps.infra.bus, {
        groupId: 'billing-service',
        topics: [topicForStream(streamPrefix('subscription'))],
        fromBeginning: true,
        handler: handle,
        sweep,
        sweepMs: deps.sweepMs,
        logger,
      }),
  };
}
