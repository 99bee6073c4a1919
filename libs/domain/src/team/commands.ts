import type { AssignableTeamRole, TeamBillingPeriod, TeamPlan } from './events.js';
import type { TeamSettings } from './settings.js';

/**
 * Commands on a team. Who may send them is the policy's question (managers for every membership
 * change); the decider keeps the rules that hold whoever asks. `actorId` is the requester.
 */
export type TeamCommand =
  | {
      type: 'SignUpTeam';
      data: {
        teamId: string;
        name: string;
        slug: string;
        ownerId: string;
        billingPeriod: TeamBillingPeriod;
        now: string;
      };
    }
  | {
      type: 'InviteMember';
      data: { invitationId: string; email: string; role: AssignableTeamRole; token: string; now: string };
    }
  | { type: 'ResendInvitation'; data: { invitationId: string; now: string } }
  | { type: 'CancelInvitation'; data: { invitationId: string } }
  | { type: 'AcceptInvitation'; data: { invitationId: string; userId: string; now: string } }
  /** `domain`: the hosted domain or e-mail domain a sign-in provider vouched for. */
  | { type: 'JoinByDomain'; data: { userId: string; email: string; domain: string; now: string } }
  | { type: 'ChangeMemberRole'; data: { userId: string; role: AssignableTeamRole } }
  | { type: 'DeactivateMember'; data: { userId: string; actorId: string } }
  | { type: 'ReactivateMember'; data: { userId: string } }
  | { type: 'DeleteMember'; data: { userId: string; absorbDecks: boolean } }
  | { type: 'ChangeTeamSettings'; data: { settings: Partial<TeamSettings> } }
  /** The plan the team's subscription now pays for (nothing while it already holds it). */
  | { type: 'ChangeTeamPlan'; data: { accountType: TeamPlan } };
