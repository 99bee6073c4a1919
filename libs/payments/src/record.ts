import {
  accountTypeAfter,
  subscriptionDecider,
  subscriptionStreamId,
  teamDecider,
  teamPlanAfter,
  teamStreamId,
  userDecider,
  userStreamId,
  type SubscriptionCommand,
} from '@lectern/domain';
import { handleAll, type AnyDecision, type CommandMetadata, type EventStore } from '@lectern/event-store';

type Recording = Extract<SubscriptionCommand, { type: 'RecordProviderAnswer' | 'RecordProviderEvent' }>;

/**
 * Records the provider's answer or event on the account's subscription stream and, in the same
 * transaction, the plan change it brings, decided on the subscription state it was recorded on:
 * a person's through the user's decider (`UserPlanChanged`, not set by an administrator), a team's
 * through the team's decider (`TeamPlanChanged`: its members hold the enterprise plan while it pays).
 */
export function recordProviderState(
  store: EventStore,
  accountId: string,
  command: Recording,
  metadata: CommandMetadata,
) {
  const streamId = subscriptionStreamId(accountId);
  return handleAll(
    store,
    async (load): Promise<AnyDecision[]> => {
      const state = await load(streamId, subscriptionDecider);
      const accountType = accountTypeAfter(command, state);
      const teamPlan = teamPlanAfter(command, state);
      return [
        { streamId, decider: subscriptionDecider, command },
        ...(accountType
          ? [
              {
                streamId: userStreamId(accountId),
                decider: userDecider,
                command: { type: 'ChangePlan', data: { accountType, manuallyUpgraded: false } },
              } satisfies AnyDecision,
            ]
          : []),
        ...(teamPlan
          ? [
              {
                streamId: teamStreamId(accountId),
                decider: teamDecider,
                command: { type: 'ChangeTeamPlan', data: { accountType: teamPlan } },
              } satisfies AnyDecision,
            ]
          : []),
      ];
    },
    metadata,
  );
}
