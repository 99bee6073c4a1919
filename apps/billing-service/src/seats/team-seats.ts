import { randomUUID } from 'node:crypto';
import { topicForStream, type BusMessage } from '@lectern/bus';
import {
  billedSeats,
  isLive,
  streamKind,
  streamPrefix,
  subscriptionDecider,
  subscriptionStreamId,
  teamDecider,
  teamStreamId,
  type TeamEventType,
  type TeamState,
} from '@lectern/domain';
import { handleAll, type CommandMetadata, type EventStore, type StoredEvent } from '@lectern/event-store';
import type { Infrastructure } from '@lectern/service-kit';

/** The team events after which it may have another number of active members. */
const MEMBERSHIP_CHANGES = new Set<TeamEventType>([
  'TeamInvitationAccepted',
  'TeamMemberJoinedByDomain',
  'TeamMemberDeactivated',
  'TeamMemberReactivated',
  'TeamMemberDeleted',
]);

/** The seats a team fills: its active members, the owner among them. */
export const activeMembers = (team: TeamState): number =>
  team.status === 'active' ? Object.values(team.members).filter((member) => member.active).length : 0;

/**
 * Asks the provider for as many seats as the team has active members, as a recorded request
 * (`RequestSeatChange`, carried out like any other with its id as idempotency key), when the
 * team's live subscription bills another number and nothing else is under way. While a request
 * is under way nothing is asked: its answer is followed by this again. Answers whether one was recorded.
 */
export async function followSeats(store: EventStore, teamId: string, metadata: CommandMetadata): Promise<boolean> {
  const streamId = subscriptionStreamId(teamId);
  const handled = await handleAll(
    store,
    async (load) => {
      const billed = await load(streamId, subscriptionDecider);
      const subscription = billed.subscription;
      if (billed.pending || !isLive(subscription) || subscription.plan !== 'team') return [];
      const seats = activeMembers(await load(teamStreamId(teamId), teamDecider));
      if (seats === 0 || seats === billedSeats(subscription)) return [];
      return [
        {
          streamId,
          decider: subscriptionDecider,
          command: { type: 'RequestSeatChange', data: { requestId: randomUUID(), seats } },
        },
      ];
    },
    metadata,
  );
  return handled.some((result) => result.events.length > 0);
}

/** Follows the teams' membership events on the bus: each may change the seats billed. */
export function createSeatFollower(infra: Pick<Infrastructure, 'store' | 'bus'>) {
  async function handle(message: BusMessage) {
    const event = JSON.parse(message.value.toString()) as StoredEvent;
    const stream = streamKind(event.streamId);
    if (stream?.kind !== 'team' || !MEMBERSHIP_CHANGES.has(event.type as TeamEventType)) return;
    await followSeats(infra.store, stream.id, { actorId: null, correlationId: event.id, causationId: event.id });
  }

  return {
    start: () =>
      infra.bus.subscribe({
        groupId: 'billing-service-seats',
        topics: [topicForStream(streamPrefix('team'))],
        fromBeginning: true,
        handler: handle,
      }),
  };
}
