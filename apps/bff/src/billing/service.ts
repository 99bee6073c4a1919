import { randomUUID } from 'node:crypto';
import type { Customer } from '@lectern/contracts';
import type { Queryable } from '@lectern/db';
import {
  billedSeats,
  isLive,
  subscriptionDecider,
  subscriptionStreamId,
  type BillingPeriod,
  type CancellationFeedback,
  type PaidPlan,
  type ProviderSubscription,
} from '@lectern/domain';
import type { EventStore } from '@lectern/event-store';
import { recordProviderState, type PaymentProvider } from '@lectern/payments';
import {
  findAccountByCustomer,
  findSubscription,
  findTeamById,
  findUserById,
  readModelCheckpoint,
  readModelNames,
} from '@lectern/read-models';
import type { Logger } from '@lectern/service-kit';
import type { Mailer } from '../mail/mailer.js';
import { paymentFailedMail, type BilledAccount } from './payment-failed-mail.js';
import type { PrintedCharge } from './printed-charge.js';
import { runCommand, type Actor, type WaitFor } from '../commands.js';

const SUBSCRIPTIONS = [readModelCheckpoint(readModelNames.subscriptions)];

/** What the next renewal charges, in cents: every seat at the price, less the coupon's share; unknown for states kept before prices were. */
function renewalAmount(subscription: ProviderSubscription): number | null {
  if (subscription.unitAmount === undefined) return null;
  const full = subscription.unitAmount * billedSeats(subscription);
  return Math.round(full * (1 - (subscription.coupon?.percentOff ?? 0) / 100));
}

/** What a person or a team's manager asks for when buying: the period, the card's token and a coupon code, if any. */
export interface Order {
  period: BillingPeriod;
  cardToken: string;
  couponCode?: string;
}

/** A webhook whose signature does not hold: answered 400, nothing recorded. */
export class ForgedWebhookError extends Error {
  override readonly name = 'ForgedWebhookError';
}

/**
 * Paid plans through the payment provider, as the BFF sees them: it records what a person asks
 * for (billing-service carries it out), answers the customer from the subscriptions read model
 * and the provider's charges, and records the provider's webhook events once their signature holds.
 */
export function createBilling(deps: {
  db: Queryable;
  store: EventStore;
  waitFor: WaitFor;
  provider: PaymentProvider;
  mailer: Mailer;
  logger: Logger;
  publicUrl: () => string;
}) {
  const { provider } = deps;
  const ask = (userId: string, actor: Actor, command: Parameters<typeof subscriptionDecider.decide>[0]) =>
    runCommand(
      deps,
      { streamId: subscriptionStreamId(userId), decider: subscriptionDecider, command },
      actor,
      SUBSCRIPTIONS,
    );

  /**
   * A renewal the provider could not charge: recorded once, and the account (a team's owner, for a
   * team) is told by e-mail that the plan ends unless the payment is made (decision 0047). At most
   * one e-mail: one that could not be sent is logged, not sent again.
   */
  async function paymentFailed(
    eventId: string,
    asOf: number,
    failure: { customerId: string; amountDue: number },
    correlationId: string,
  ) {
    const accountId = await findAccountByCustomer(deps.db, failure.customerId);
    if (!accountId) return;
    const handled = await runCommand(
      deps,
      {
        streamId: subscriptionStreamId(accountId),
        decider: subscriptionDecider,
        command: { type: 'RecordPaymentFailure', data: { eventId, amountDue: failure.amountDue, asOf } },
      },
      { userId: null, correlationId },
      SUBSCRIPTIONS,
    );
    if (handled.events.length === 0) return;
    const told = await billedContact(accountId);
    if (!told) return;
    await deps.mailer
      .send(paymentFailedMail(told.recipient, told.billed, failure.amountDue, deps.publicUrl()))
      .catch((error: unknown) => {
        deps.logger.error({ err: error, accountId }, 'the e-mail about a failed payment could not be sent');
      });
  }

  /** Who is told about a billed account: the person, or the team's owner, who pays for its seats. */
  async function billedContact(accountId: string) {
    const user = await findUserById(deps.db, accountId);
    if (user) return { recipient: user, billed: { team: null } satisfies BilledAccount };
    const team = await findTeamById(deps.db, accountId);
    const owner = team && (await findUserById(deps.db, team.owner_id));
    return owner ? { recipient: owner, billed: { team: { name: team.name } } satisfies BilledAccount } : undefined;
  }

  return {
    setup: { publishable_key: provider.publishableKey, script_url: provider.scriptUrl },
    /** The provider's API, which its card script calls from the page. */
    apiUrl: provider.apiUrl,

    /** The account's live subscription and the seats it paid for this period; null without one. */
    async live(accountId: string): Promise<{ subscription: ProviderSubscription; paidSeats: number } | null> {
      const kept = await findSubscription(deps.db, accountId);
      const subscription = kept?.subscription ?? null;
      return isLive(subscription) ? { subscription, paidSeats: kept?.paidSeats ?? 0 } : null;
    },

    /** The customer of a person's, or a team's, account. */
    async customer(accountId: string): Promise<Customer> {
      const kept = await findSubscription(deps.db, accountId);
      const subscription = kept?.subscription ?? null;
      const live = isLive(subscription);
      const charges = kept?.customerId ? await provider.charges(kept.customerId) : [];
      return {
        active_card: kept?.cardLast4 ? { last4: kept.cardLast4 } : null,
        subscription: live
          ? {
              status: subscription.status as 'active',
              cancel_at_period_end: subscription.cancelAtPeriodEnd,
              coupon_code: subscription.coupon?.code ?? null,
              percent_off: subscription.coupon?.percentOff ?? null,
              period: subscription.period === 'yearly' ? 'year' : 'month',
              current_period_end: subscription.currentPeriodEnd,
            }
          : null,
        can_change_period: live && !subscription.cancelAtPeriodEnd,
        can_toggle_notifications: kept?.customerId != null,
        next_charge: live && !subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
        next_charge_amount: live && !subscription.cancelAtPeriodEnd ? renewalAmount(subscription) : null,
        charges: charges.map((charge) => ({
          id: charge.id,
          paid: charge.paid,
          amount: charge.amount,
          amount_refunded: charge.amount_refunded,
          created: new Date(charge.created * 1000).toISOString(),
          card: charge.payment_method_details?.card?.last4 ? { last4: charge.payment_method_details.card.last4 } : null,
        })),
        pending_change: kept?.pending != null,
        failure: kept?.lastFailure ?? null,
      };
    },

    /** One of the account's charges, by the provider's id; undefined when the account's customer has no such charge. */
    async charge(accountId: string, chargeId: string): Promise<PrintedCharge | undefined> {
      const customerId = (await findSubscription(deps.db, accountId))?.customerId;
      const charge = customerId ? (await provider.charges(customerId)).find((made) => made.id === chargeId) : undefined;
      return (
        charge && {
          id: charge.id,
          amount: charge.amount,
          amountRefunded: charge.amount_refunded,
          paid: charge.paid,
          created: new Date(charge.created * 1000),
          cardLast4: charge.payment_method_details?.card?.last4 ?? null,
        }
      );
    },

    subscribe: (user: { id: string; email: string }, order: Order & { plan: PaidPlan }, actor: Actor) =>
      ask(user.id, actor, {
        type: 'RequestSubscription',
        data: { requestId: randomUUID(), userId: user.id, email: user.email, ...order },
      }),

    /** A team's seats, one per active member, billed to the card its owner gave; the receipts go to the owner. */
    subscribeTeam: (team: { id: string; seats: number }, owner: { email: string }, order: Order, actor: Actor) =>
      ask(team.id, actor, {
        type: 'RequestSubscription',
        data: {
          requestId: randomUUID(),
          userId: team.id,
          email: owner.email,
          plan: 'team',
          seats: team.seats,
          ...order,
        },
      }),

    changePeriod: (userId: string, period: BillingPeriod, actor: Actor) =>
      ask(userId, actor, { type: 'RequestPeriodChange', data: { requestId: randomUUID(), period } }),

    cancel: (userId: string, feedback: CancellationFeedback, actor: Actor) =>
      ask(userId, actor, { type: 'RequestCancellation', data: { requestId: randomUUID(), feedback } }),

    changeCard: (userId: string, cardToken: string, actor: Actor) =>
      ask(userId, actor, { type: 'RequestCardChange', data: { requestId: randomUUID(), cardToken } }),

    reactivate: (userId: string, actor: Actor) =>
      ask(userId, actor, { type: 'RequestReactivation', data: { requestId: randomUUID() } }),

    /**
     * A provider event posted to the webhook: its signature checked on the raw body, then, for a
     * subscription Lectern made, recorded once (a replay, or an event older than what is kept,
     * changes nothing) with the plan change it brings. Other events are acknowledged and ignored.
     */
    async receiveWebhook(rawBody: string, signature: string, correlationId: string): Promise<void> {
      let event;
      try {
        event = provider.verifiedEvent(rawBody, signature);
      } catch (error) {
        throw new ForgedWebhookError((error as Error).message);
      }
      const failure = provider.paymentFailure(event);
      if (failure) return paymentFailed(event.id, event.created, failure, correlationId);
      const about = provider.subscriptionEvent(event);
      if (!about) return;
      await recordProviderState(
        deps.store,
        about.accountId,
        { type: 'RecordProviderEvent', data: { eventId: event.id, state: about.state } },
        { actorId: null, correlationId },
      );
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
