import type { AccountType } from '../policy/types.js';
import type { TeamPlan } from '../team/events.js';
import type { ProviderSubscription, SubscriptionEvent, SubscriptionRequestEvent } from './events.js';

export interface SubscriptionState {
  userId: string | null;
  customerId: string | null;
  subscription: ProviderSubscription | null;
  cardLast4: string | null;
  /** The provider's time of the state kept; 0 before any. */
  asOf: number;
  /** The request the provider has not answered yet: one at a time. */
  pending: SubscriptionRequestEvent | null;
  lastFailure: string | null;
  /** The provider's events applied, by id: each once. */
  appliedEvents: readonly string[];
  /**
   * The seats paid for in the current period: the most it billed since the period began. A seat
   * left by a member stays paid until the period ends (the quantity goes down without a refund),
   * so one that joins meanwhile costs nothing more.
   */
  paidSeats: number;
}

export const initialSubscriptionState: SubscriptionState = {
  userId: null,
  customerId: null,
  subscription: null,
  cardLast4: null,
  asOf: 0,
  pending: null,
  lastFailure: null,
  appliedEvents: [],
  paidSeats: 0,
};

/** Statuses in which the provider still serves the plan: a failed payment keeps it while the provider retries. */
const LIVE = new Set(['active', 'trialing', 'past_due']);

export const isLive = (subscription: ProviderSubscription | null): subscription is ProviderSubscription =>
  subscription !== null && LIVE.has(subscription.status);

/** Whether the subscription pays for a team's seats (then no person's plan follows it). */
export const billsTeam = (state: SubscriptionState): boolean =>
  state.subscription?.plan === 'team' ||
  (state.pending?.type === 'SubscriptionRequested' && state.pending.data.plan === 'team');

/** The seats the subscription bills: a team's quantity, 1 for a person's plan. */
export const billedSeats = (subscription: ProviderSubscription): number => subscription.seats ?? 1;

/** The seats paid for this period that no active member fills: members who join into them cost nothing until it ends. */
export const freeSeats = (state: Pick<SubscriptionState, 'subscription' | 'paidSeats'>, activeMembers: number) =>
  isLive(state.subscription) ? Math.max(0, state.paidSeats - activeMembers) : 0;

/** The provider's new state kept: the coupon it did not name stays; the seats paid grow within a period and start again with the next. */
function kept(state: SubscriptionState, subscription: ProviderSubscription) {
  const previous = state.subscription;
  const samePeriod = previous?.id === subscription.id && previous.currentPeriodEnd === subscription.currentPeriodEnd;
  const coupon =
    subscription.coupon === undefined && previous?.id === subscription.id ? previous.coupon : subscription.coupon;
  return {
    subscription: coupon === undefined ? subscription : { ...subscription, coupon },
    paidSeats: samePeriod ? Math.max(state.paidSeats, billedSeats(subscription)) : billedSeats(subscription),
  };
}

/** The account type the subscription pays for: its plan while live, the free plan otherwise. */
export const subscribedAccountType = (state: SubscriptionState): AccountType =>
  isLive(state.subscription) && state.subscription.plan !== 'team' ? state.subscription.plan : 'default';

/** The plan a team's subscription lends its members: enterprise while live, the free plan once it ended (or before one was made). */
export const subscribedTeamPlan = (state: SubscriptionState): TeamPlan =>
  isLive(state.subscription) ? 'enterprise' : 'default';

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'SubscriptionRequested':
      return { ...state, userId: event.data.userId, pending: event, lastFailure: null };
    case 'PeriodChangeRequested':
    case 'CancellationRequested':
    case 'ReactivationRequested':
    case 'CardChangeRequested':
    case 'SeatChangeRequested':
      return { ...state, pending: event, lastFailure: null };
    case 'ProviderRequestFailed':
      return { ...state, pending: null, lastFailure: event.data.message };
    case 'ProviderPaymentFailed':
      return { ...state, appliedEvents: [...state.appliedEvents, event.data.eventId] };
    case 'ProviderSubscriptionRecorded': {
      const { source, customerId, subscription, cardLast4, asOf } = event.data;
      const answered = 'requestId' in source && state.pending?.data.requestId === source.requestId;
      const newer = asOf >= state.asOf;
      return {
        ...state,
        customerId,
        ...(newer ? kept(state, subscription) : {}),
        cardLast4: cardLast4 ?? state.cardLast4,
        asOf: Math.max(asOf, state.asOf),
        pending: answered ? null : state.pending,
        appliedEvents: 'eventId' in source ? [...state.appliedEvents, source.eventId] : state.appliedEvents,
      };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
