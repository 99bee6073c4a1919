import { streamId } from '../streams.js';
import type { TeamBillingPeriod } from '../team/events.js';

/** The plans a person buys (spec/000 §6); a team's plan is the team's own. */
export type PaidPlan = 'lite' | 'pro';
/** What a subscription pays for: a person's plan, or a team's seats (one per active member). */
export type SubscribedPlan = PaidPlan | 'team';
export type BillingPeriod = TeamBillingPeriod;

/** A coupon redeemed on a subscription: the code the customer typed, and the share it takes off. */
export interface RedeemedCoupon {
  code: string;
  /** Percent off each charge; null for a coupon taking a fixed amount off. */
  percentOff: number | null;
}

/**
 * The provider's subscription as Lectern keeps it: its status as the provider names it
 * (`active`, `trialing`, `past_due`, `canceled`, …), the plan and period its price stands for,
 * whether it ends at the period's end, and when that is.
 */
export interface ProviderSubscription {
  id: string;
  status: string;
  plan: SubscribedPlan;
  period: BillingPeriod;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
  /** The quantity billed: a team's seats; 1 for a person's plan. Absent from states recorded before seats were kept. */
  seats?: number;
  /** What one seat costs per period, in cents, as the provider's price says. */
  unitAmount?: number;
  /**
   * The coupon redeemed; null for none; absent when the provider's answer did not say (its events
   * name a discount without its coupon): the one kept stays.
   */
  coupon?: RedeemedCoupon | null;
}

/** A survey answer given when cancelling (spec/002 §3 "Cancellation feedback"). */
export interface CancellationFeedback {
  reasonCode: 1 | 2 | 3 | 4 | 5;
  notes: string | null;
}

/**
 * One stream per billed account (`subscription-<user id>`, or `subscription-<team id>` for a team's seats). The BFF records what the person asked
 * for (`…Requested`, each with the `requestId` that is its idempotency key at the provider);
 * billing-service records the provider's answer, and the webhook the provider's own events.
 * `asOf` is the provider's time (seconds) of the state recorded: an older one never replaces a newer.
 */
export type SubscriptionEvent =
  | {
      type: 'SubscriptionRequested';
      data: {
        requestId: string;
        /** The billed account: the person's id, or the team's for the `team` plan. */
        userId: string;
        email: string;
        plan: SubscribedPlan;
        period: BillingPeriod;
        cardToken: string;
        /** A team's seats at sign-up (its active members); 1 when absent. */
        seats?: number;
        /** The coupon code the customer typed, redeemed by the provider. */
        couponCode?: string;
      };
    }
  | { type: 'PeriodChangeRequested'; data: { requestId: string; period: BillingPeriod } }
  | { type: 'CancellationRequested'; data: { requestId: string; feedback: CancellationFeedback } }
  | { type: 'ReactivationRequested'; data: { requestId: string } }
  | { type: 'CardChangeRequested'; data: { requestId: string; cardToken: string } }
  /** A team's active members changed: the quantity billed follows them. */
  | { type: 'SeatChangeRequested'; data: { requestId: string; seats: number } }
  | { type: 'ProviderRequestFailed'; data: { requestId: string; message: string } }
  /** The provider could not take a renewal's payment (its event `eventId`); it tries again, then ends the subscription. */
  | { type: 'ProviderPaymentFailed'; data: { eventId: string; amountDue: number; asOf: number } }
  | {
      type: 'ProviderSubscriptionRecorded';
      data: {
        source: { requestId: string } | { eventId: string };
        customerId: string;
        subscription: ProviderSubscription;
        /** The card on file, when the answer told it (the provider's subscription events do not). */
        cardLast4?: string;
        asOf: number;
      };
    };

export type SubscriptionRequestEvent = Extract<
  SubscriptionEvent,
  {
    type:
      | 'SubscriptionRequested'
      | 'PeriodChangeRequested'
      | 'CancellationRequested'
      | 'ReactivationRequested'
      | 'CardChangeRequested'
      | 'SeatChangeRequested';
  }
>;

export const subscriptionStreamId = (accountId: string) => streamId('subscription', accountId);
