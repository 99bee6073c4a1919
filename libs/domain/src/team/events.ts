import type { TeamRole } from '../policy/types.js';
import type { TeamSettings } from './settings.js';

/** The roles a manager may give; the owner's is fixed at sign-up (spec/002 §4). */
export type AssignableTeamRole = Exclude<TeamRole, 'owner'>;
export type TeamBillingPeriod = 'monthly' | 'yearly';

/**
 * The events of a team's stream (`team-<id>`). Membership events are the team's audit: who did
 * each is the event's `actorId`, when is its `recordedAt`.
 */
export type TeamEvent =
  | {
      type: 'TeamSignedUp';
      data: {
        teamId: string;
        name: string;
        slug: string;
        ownerId: string;
        billingPeriod: TeamBillingPeriod;
        signedUpAt: string;
      };
    }
  | {
      type: 'TeamMemberInvited';
      data: { invitationId: string; email: string; role: AssignableTeamRole; token: string; invitedAt: string };
    }
  | { type: 'TeamInvitationResent'; data: { invitationId: string; resentAt: string } }
  | { type: 'TeamInvitationCancelled'; data: { invitationId: string; email: string } }
  | {
      type: 'TeamInvitationAccepted';
      data: { invitationId: string; userId: string; email: string; role: AssignableTeamRole; joinedAt: string };
    }
  | {
      type: 'TeamMemberRoleChanged';
      data: { userId: string; role: AssignableTeamRole; previousRole: AssignableTeamRole };
    }
  | { type: 'TeamMemberDeactivated'; data: { userId: string } }
  | { type: 'TeamMemberReactivated'; data: { userId: string } }
  | { type: 'TeamMemberDeleted'; data: { userId: string; absorbDecks: boolean } }
  | { type: 'TeamSettingsChanged'; data: { settings: Partial<TeamSettings> } };

export type TeamEventType = TeamEvent['type'];

export const TEAM_STREAM_PREFIX = 'team-';
export const teamStreamId = (teamId: string) => `${TEAM_STREAM_PREFIX}${teamId}`;

/** The events that change who is in the team and how: what the membership audit lists. */
export const membershipEventTypes = [
  'TeamSignedUp',
  'TeamMemberInvited',
  'TeamInvitationResent',
  'TeamInvitationCancelled',
  'TeamInvitationAccepted',
  'TeamMemberRoleChanged',
  'TeamMemberDeactivated',
  'TeamMemberReactivated',
  'TeamMemberDeleted',
] as const satisfies readonly TeamEventType[];

export type MembershipEvent = Extract<TeamEvent, { type: (typeof membershipEventTypes)[number] }>;

export const isMembershipEvent = (event: { type: string }): event is MembershipEvent =>
  (membershipEventTypes as readonly string[]).includes(event.type);
