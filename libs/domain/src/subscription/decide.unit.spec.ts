import { describe, it, expect } from 'vitest';
import { ConflictError, NotFoundError } from '../errors.js';
import { deciderSpec } from '../decider-spec.js';
import { subscriptionDecider } from '../deciders.js';
import type { SubscriptionEvent } from './events.js';
import type { ProviderState } from './commands.js';
import { evolveSubscription, freeSeats, initialSubscriptionState, subscribedAccountType } from './state.js';
import { accountTypeAfter, teamPlanAfter } from './decide.js';

const given = deciderSpec(subscriptionDecider);
const requested = {
  type: 'SubscriptionRequested' as const,
  data: { requestId: 'r1', userId: 'u1', email: 'ada@example.com', plan: 'pro', period: 'monthly', cardToken: 'tok_1' },
} satisfies SubscriptionEvent;
const provider = (asOf: number, changes: Partial<ProviderState['subscription']> = {}): ProviderState => ({
  customerId: 'cus_1',
  asOf,
  subscription: {
    id: 'sub_1',
    status: 'active',
    plan: 'pro',
    period: 'monthly',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2026-02-01T00:00:00.000Z',
    ...changes,
  },
});
const subscribed: SubscriptionEvent = {
  type: 'ProviderSubscriptionRecorded',
  data: { source: { requestId: 'r1' }, ...provider(100) },
};

describe('no subscription', () => {
  it('records a request', () =>
    given([]).when({ type: 'RequestSubscription', data: requested.data }).then([requested]));
  it('has nothing to cancel', () =>
    given([])
      .when({ type: 'RequestCancellation', data: { requestId: 'r2', feedback: { reasonCode: 1, notes: null } } })
      .thenThrows(NotFoundError));
});

describe('a request under way', () => {
  it('refuses another one', () =>
    given([requested])
      .when({ type: 'RequestSubscription', data: { ...requested.data, requestId: 'r2' } })
      .thenThrows(ConflictError));
  it('records the provider answer once', () => {
    given([requested])
      .when({ type: 'RecordProviderAnswer', data: { requestId: 'r1', state: provider(100) } })
      .then([subscribed]);
    given([requested, subscribed])
      .when({ type: 'RecordProviderAnswer', data: { requestId: 'r1', state: provider(100) } })
      .then([]);
  });
  it('records a failure with the provider message', () =>
    given([requested])
      .when({ type: 'RecordProviderAnswer', data: { requestId: 'r1', failure: 'Your card was declined.' } })
      .then([{ type: 'ProviderRequestFailed', data: { requestId: 'r1', message: 'Your card was declined.' } }]));
});

describe('subscribed', () => {
  const cancelled = (asOf: number): SubscriptionEvent => ({
    type: 'ProviderSubscriptionRecorded',
    data: { source: { eventId: 'evt_1' }, ...provider(asOf, { cancelAtPeriodEnd: true }) },
  });
  it('asks for a cancellation with its feedback, and a reactivation only once cancelled', () => {
    const feedback = { reasonCode: 4 as const, notes: 'Needs more charts' };
    given([requested, subscribed])
      .when({ type: 'RequestCancellation', data: { requestId: 'r2', feedback } })
      .then([{ type: 'CancellationRequested', data: { requestId: 'r2', feedback } }]);
    given([requested, subscribed])
      .when({ type: 'RequestReactivation', data: { requestId: 'r2' } })
      .thenThrows(ConflictError);
  });
  it('takes a new card', () =>
    given([requested, subscribed])
      .when({ type: 'RequestCardChange', data: { requestId: 'r2', cardToken: 'tok_2' } })
      .then([{ type: 'CardChangeRequested', data: { requestId: 'r2', cardToken: 'tok_2' } }]));
  it('refuses the period it already has', () =>
    given([requested, subscribed])
      .when({ type: 'RequestPeriodChange', data: { requestId: 'r2', period: 'monthly' } })
      .thenThrows(ConflictError));
  it('applies a provider event once', () => {
    given([requested, subscribed])
      .when({
        type: 'RecordProviderEvent',
        data: { eventId: 'evt_1', state: provider(200, { cancelAtPeriodEnd: true }) },
      })
      .then([cancelled(200)]);
    given([requested, subscribed, cancelled(200)])
      .when({
        type: 'RecordProviderEvent',
        data: { eventId: 'evt_1', state: provider(200, { cancelAtPeriodEnd: true }) },
      })
      .then([]);
  });
  it('records a failed payment once', () => {
    const failed = { eventId: 'evt_f', amountDue: 1000, asOf: 500 };
    given([requested, subscribed])
      .when({ type: 'RecordPaymentFailure', data: failed })
      .then([{ type: 'ProviderPaymentFailed', data: failed }]);
    given([requested, subscribed, { type: 'ProviderPaymentFailed', data: failed }])
      .when({ type: 'RecordPaymentFailure', data: failed })
      .then([]);
  });
  it('ignores an event older than the state kept', () =>
    given([requested, subscribed, cancelled(200)])
      .when({ type: 'RecordProviderEvent', data: { eventId: 'evt_0', state: provider(150) } })
      .then([]));
  it('keeps the newer state when an answer comes after a newer event', () => {
    const state = [requested, cancelled(200), subscribed].reduce(evolveSubscription, initialSubscriptionState);
    expect(state.subscription?.cancelAtPeriodEnd).toBe(true);
    expect(state.pending).toBeNull();
  });
  it('pays for its plan while live, and for nothing once ended', () => {
    const live = [requested, subscribed].reduce(evolveSubscription, initialSubscriptionState);
    expect(subscribedAccountType(live)).toBe('pro');
    const ended = evolveSubscription(live, {
      type: 'ProviderSubscriptionRecorded',
      data: { source: { eventId: 'evt_9' }, ...provider(300, { status: 'canceled' }) },
    });
    expect(subscribedAccountType(ended)).toBe('default');
  });
});

describe('the plan a recording leaves', () => {
  const live = [requested, subscribed].reduce(evolveSubscription, initialSubscriptionState);
  it('moves to the plan bought, to free when it ends, and nowhere on a replay', () => {
    const first = [requested].reduce(evolveSubscription, initialSubscriptionState);
    expect(
      accountTypeAfter({ type: 'RecordProviderAnswer', data: { requestId: 'r1', state: provider(100) } }, first),
    ).toBe('pro');
    const ended = { eventId: 'evt_5', state: provider(400, { status: 'canceled' }) };
    expect(accountTypeAfter({ type: 'RecordProviderEvent', data: ended }, live)).toBe('default');
    expect(
      accountTypeAfter({ type: 'RecordProviderAnswer', data: { requestId: 'r1', state: provider(100) } }, live),
    ).toBe(undefined);
  });
});

describe('a team billed per seat', () => {
  const teamRequested = {
    type: 'SubscriptionRequested' as const,
    data: { ...requested.data, userId: 'team-1', plan: 'team' as const, seats: 1 },
  } satisfies SubscriptionEvent;
  const seated = (asOf: number, seats: number, currentPeriodEnd = '2026-02-01T00:00:00.000Z'): SubscriptionEvent => ({
    type: 'ProviderSubscriptionRecorded',
    data: {
      source: { eventId: `evt_${asOf}` },
      ...provider(asOf, { plan: 'team', seats, unitAmount: 1200, currentPeriodEnd }),
    },
  });
  const teamSubscribed: SubscriptionEvent = {
    type: 'ProviderSubscriptionRecorded',
    data: { source: { requestId: 'r1' }, ...provider(100, { plan: 'team', seats: 1, unitAmount: 1200 }) },
  };

  it('asks for the seats its active members fill, and nothing when it bills them already', () => {
    given([teamRequested, teamSubscribed])
      .when({ type: 'RequestSeatChange', data: { requestId: 'r2', seats: 2 } })
      .then([{ type: 'SeatChangeRequested', data: { requestId: 'r2', seats: 2 } }]);
    given([teamRequested, teamSubscribed])
      .when({ type: 'RequestSeatChange', data: { requestId: 'r2', seats: 1 } })
      .then([]);
  });

  it('refuses seats to a person’s plan, and while another change is under way', () => {
    given([requested, subscribed])
      .when({ type: 'RequestSeatChange', data: { requestId: 'r2', seats: 2 } })
      .thenThrows(ConflictError);
    given([teamRequested])
      .when({ type: 'RequestSeatChange', data: { requestId: 'r2', seats: 2 } })
      .thenThrows(ConflictError);
  });

  it('moves no person’s plan', () => {
    const first = [teamRequested].reduce(evolveSubscription, initialSubscriptionState);
    expect(
      accountTypeAfter(
        { type: 'RecordProviderAnswer', data: { requestId: 'r1', state: provider(100, { plan: 'team', seats: 1 }) } },
        first,
      ),
    ).toBe(undefined);
    const live = [teamRequested, teamSubscribed].reduce(evolveSubscription, initialSubscriptionState);
    const ended = { eventId: 'evt_5', state: provider(400, { plan: 'team', status: 'canceled' }) };
    expect(accountTypeAfter({ type: 'RecordProviderEvent', data: ended }, live)).toBe(undefined);
  });

  it('moves the team to the free plan when its subscription ends, and back when a new one is live', () => {
    const live = [teamRequested, teamSubscribed].reduce(evolveSubscription, initialSubscriptionState);
    const pastDue = { eventId: 'evt_4', state: provider(300, { plan: 'team', status: 'past_due' }) };
    expect(teamPlanAfter({ type: 'RecordProviderEvent', data: pastDue }, live)).toBe(undefined);
    const ended = { eventId: 'evt_5', state: provider(400, { plan: 'team', status: 'canceled' }) };
    expect(teamPlanAfter({ type: 'RecordProviderEvent', data: ended }, live)).toBe('default');
    const lapsed = evolveSubscription(live, {
      type: 'ProviderSubscriptionRecorded',
      data: { source: { eventId: ended.eventId }, ...ended.state },
    });
    const again = evolveSubscription(lapsed, { ...teamRequested, data: { ...teamRequested.data, requestId: 'r9' } });
    const paid = { requestId: 'r9', state: provider(500, { id: 'sub_2', plan: 'team', seats: 1 }) };
    expect(teamPlanAfter({ type: 'RecordProviderAnswer', data: paid }, again)).toBe('enterprise');
    const person = [requested, subscribed].reduce(evolveSubscription, initialSubscriptionState);
    const personEnded = { eventId: 'evt_6', state: provider(400, { status: 'canceled' }) };
    expect(teamPlanAfter({ type: 'RecordProviderEvent', data: personEnded }, person)).toBe(undefined);
  });

  it('keeps a seat left this period paid: one who joins meanwhile costs nothing until the next period', () => {
    const grown = [teamRequested, teamSubscribed, seated(200, 3), seated(300, 2)].reduce(
      evolveSubscription,
      initialSubscriptionState,
    );
    expect(grown.paidSeats).toBe(3);
    expect(freeSeats(grown, 2)).toBe(1);
    const renewed = evolveSubscription(grown, seated(400, 2, '2026-03-01T00:00:00.000Z'));
    expect(renewed.paidSeats).toBe(2);
    expect(freeSeats(renewed, 2)).toBe(0);
  });

  it('keeps the coupon when an event names its discount without reading it out', () => {
    const coupon = { code: 'SPRING20', percentOff: 20 };
    const withCoupon: SubscriptionEvent = {
      type: 'ProviderSubscriptionRecorded',
      data: { source: { requestId: 'r1' }, ...provider(100, { plan: 'team', seats: 1, coupon }) },
    };
    const state = [teamRequested, withCoupon, seated(200, 2)].reduce(evolveSubscription, initialSubscriptionState);
    expect(state.subscription?.coupon).toEqual(coupon);
    const removed: SubscriptionEvent = {
      type: 'ProviderSubscriptionRecorded',
      data: { source: { eventId: 'evt_r' }, ...provider(300, { plan: 'team', seats: 2, coupon: null }) },
    };
    expect(evolveSubscription(state, removed).subscription?.coupon).toBeNull();
  });
});
