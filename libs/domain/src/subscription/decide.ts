import { ConflictError, NotFoundError } from '../errors.js';
import type { SubscriptionCommand } from './commands.js';
import type { SubscriptionEvent } from './events.js';
import {
  billedSeats,
  billsTeam,
  evolveSubscription,
  isLive,
  subscribedAccountType,
  subscribedTeamPlan,
  type SubscriptionState,
} from './state.js';
import type { AccountType } from '../policy/types.js';
import type { TeamPlan } from '../team/events.js';

type Recording = Extract<SubscriptionCommand, { type: 'RecordProviderAnswer' | 'RecordProviderEvent' }>;

/**
 * What recording the provider's answer or event appends: an answer to the request under way (once),
 * a provider event not applied before and not older than the state kept (once; out of order, it
 * changes nothing).
 */
function recorded(command: Recording, state: SubscriptionState): SubscriptionEvent[] {
  if (command.type === 'RecordProviderAnswer') {
    const { requestId } = command.data;
    if (state.pending?.data.requestId !== requestId) return [];
    return 'failure' in command.data
      ? [{ type: 'ProviderRequestFailed', data: { requestId, message: command.data.failure } }]
      : [{ type: 'ProviderSubscriptionRecorded', data: { source: { requestId }, ...command.data.state } }];
  }
  const { eventId, state: provider } = command.data;
  if (state.appliedEvents.includes(eventId) || provider.asOf < state.asOf) return [];
  return [{ type: 'ProviderSubscriptionRecorded', data: { source: { eventId }, ...provider } }];
}

/** The plan `planOf` reads from the subscription once the recording is applied; undefined when it stays. */
function planChangedBy<P>(command: Recording, state: SubscriptionState, planOf: (state: SubscriptionState) => P) {
  const after = planOf(recorded(command, state).reduce(evolveSubscription, state));
  return after === planOf(state) ? undefined : after;
}

/** The account type a recording moves the account to; undefined when it stays, or when it bills a team's seats. */
export const accountTypeAfter = (command: Recording, state: SubscriptionState): AccountType | undefined =>
  billsTeam(state) ? undefined : planChangedBy(command, state, subscribedAccountType);

/** The plan a recording moves a team to (free once its subscription ended, enterprise once one is live again); undefined when it stays, or for a person's. */
export const teamPlanAfter = (command: Recording, state: SubscriptionState): TeamPlan | undefined =>
  billsTeam(state) ? planChangedBy(command, state, subscribedTeamPlan) : undefined;

export const subscriptionMessages = {
  underWay: 'A change to your subscription is under way',
  alreadySubscribed: 'You already have a subscription',
  noSubscription: 'You have no subscription',
  samePeriod: 'Your subscription is already billed for this period',
  alreadyCancelled: 'Your subscription is already cancelled',
  notCancelled: 'Your subscription is not cancelled',
  notTeam: 'Only a team’s subscription is billed per seat',
  cardRequired: 'A card is needed to pay for the team’s seats',
} as const;

function idle(state: SubscriptionState) {
  if (state.pending) throw new ConflictError(subscriptionMessages.underWay, 'subscription_change_under_way');
}

function live(state: SubscriptionState) {
  idle(state);
  if (!isLive(state.subscription)) throw new NotFoundError(subscriptionMessages.noSubscription);
  return state.subscription;
}

export function decideSubscription(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.type) {
    case 'RequestSubscription':
      idle(state);
      if (isLive(state.subscription)) throw new ConflictError(subscriptionMessages.alreadySubscribed, 'subscribed');
      return [{ type: 'SubscriptionRequested', data: command.data }];
    case 'RequestPeriodChange':
      if (live(state).period === command.data.period)
        throw new ConflictError(subscriptionMessages.samePeriod, 'same_period');
      return [{ type: 'PeriodChangeRequested', data: command.data }];
    case 'RequestCancellation':
      if (live(state).cancelAtPeriodEnd) throw new ConflictError(subscriptionMessages.alreadyCancelled, 'cancelled');
      return [{ type: 'CancellationRequested', data: command.data }];
    case 'RequestReactivation':
      if (!live(state).cancelAtPeriodEnd) throw new ConflictError(subscriptionMessages.notCancelled, 'not_cancelled');
      return [{ type: 'ReactivationRequested', data: command.data }];
    case 'RequestCardChange':
      live(state);
      return [{ type: 'CardChangeRequested', data: command.data }];
    case 'RequestSeatChange': {
      const subscription = live(state);
      if (subscription.plan !== 'team') throw new ConflictError(subscriptionMessages.notTeam, 'not_team');
      return billedSeats(subscription) === command.data.seats
        ? []
        : [{ type: 'SeatChangeRequested', data: command.data }];
    }
    case 'RecordProviderAnswer':
    case 'RecordProviderEvent':
      return recorded(command, state);
    case 'RecordPaymentFailure':
      // Once per provider event: a replayed webhook sends no second e-mail.
      return state.appliedEvents.includes(command.data.eventId)
        ? []
        : [{ type: 'ProviderPaymentFailed', data: command.data }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
