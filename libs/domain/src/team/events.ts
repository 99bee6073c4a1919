import type { TeamRole } from '../policy/types.js';
import type { TeamSettings } from './settings.js';
import { streamId } from '../streams.js';

/** The roles a manager may give; the owner's is fixed at sign-up (spec/002 §4). */
export type AssignableTeamRole = Exclude<TeamRole, 'owner'>;
export type TeamBillingPeriod = 'monthly' | 'yearly';
/**
 * The plan a team lends its active members: enterprise while its subscription is live (or while
 * nothing bills it through the provider), the free plan once its subscription has ended.
 */
export type TeamPlan = 'enterprise' | 'default';

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
  /** Someone whose sign-in provider vouches for an address on the team's Google domain joined as a member. */
  | {
      type: 'TeamMemberJoinedByDomain';
      data: { userId: string; email: string; domain: string; role: 'member'; joinedAt: string };
    }
  | {
      type: 'TeamMemberRoleChanged';
      data: { userId: string; role: AssignableTeamRole; previousRole: AssignableTeamRole };
    }
  | { type: 'TeamMemberDeactivated'; data: { userId: string } }
  | { type: 'TeamMemberReactivated'; data: { userId: string } }
  | { type: 'TeamMemberDeleted'; data: { userId: string; absorbDecks: boolean } }
  | { type: 'TeamSettingsChanged'; data: { settings: Partial<TeamSettings> } }
  /** The team's subscription ended (`default`), or a new one made it paid again (`enterprise`). */
  | { type: 'TeamPlanChanged'; data: { accountType: TeamPlan } };

export type TeamEventType = TeamEvent['type'];

export const teamStreamId = (teamId: string) => streamId('team', teamId);

/** The events that change who is in the team and how: what the membership audit lists. */
export const membershipEventTypes = [
  'TeamSignedUp',
  'TeamMemberInvited',
  'TeamInvitationResent',
  'TeamInvitationCancelled',
  'TeamInvitationAccepted',
  'TeamMemberJoinedByDomain',
  'TeamMemberRoleChanged',
  'TeamMemberDeactivated',
  'TeamMemberReactivated',
  'TeamMemberDeleted',
] as const satisfies readonly TeamEventType[];

export type MembershipEvent = Extract<TeamEvent, { type: (typeof membershipEventTypes)[number] }>;

export const isMembershipEvent = (event: { type: string }): event is MembershipEvent =>
  (membershipEventTypes as readonly string[]).includes(event.type);
