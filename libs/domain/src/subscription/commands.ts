import type { BillingPeriod, CancellationFeedback, ProviderSubscription, SubscribedPlan } from './events.js';

/** The provider's state of a subscription, from its answer to a request or from one of its events. */
export interface ProviderState {
  customerId: string;
  subscription: ProviderSubscription;
  cardLast4?: string;
  asOf: number;
}

export type SubscriptionCommand =
  | {
      type: 'RequestSubscription';
      data: {
        requestId: string;
        userId: string;
        email: string;
        plan: SubscribedPlan;
        period: BillingPeriod;
        cardToken: string;
        seats?: number;
        couponCode?: string;
      };
    }
  | { type: 'RequestPeriodChange'; data: { requestId: string; period: BillingPeriod } }
  | { type: 'RequestCancellation'; data: { requestId: string; feedback: CancellationFeedback } }
  | { type: 'RequestReactivation'; data: { requestId: string } }
  /** A new card for the subscription, as a token the provider's script made. */
  | { type: 'RequestCardChange'; data: { requestId: string; cardToken: string } }
  /** The seats a team's active members fill: the quantity billed follows them (nothing while it already does). */
  | { type: 'RequestSeatChange'; data: { requestId: string; seats: number } }
  /** The provider's answer to a request: its state, or its error message. */
  | { type: 'RecordProviderAnswer'; data: { requestId: string } & ({ state: ProviderState } | { failure: string }) }
  | { type: 'RecordProviderEvent'; data: { eventId: string; state: ProviderState } }
  | { type: 'RecordPaymentFailure'; data: { eventId: string; amountDue: number; asOf: number } };
