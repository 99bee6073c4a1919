import type { TeamRole } from '../policy/types.js';
import type { AssignableTeamRole, TeamEvent, TeamPlan } from './events.js';
import { defaultTeamSettings, type TeamSettings } from './settings.js';

export interface TeamMembership {
  role: TeamRole;
  active: boolean;
}

export interface PendingInvitation {
  email: string;
  role: AssignableTeamRole;
}

export type TeamState =
  | { status: 'none' }
  | {
      status: 'active';
      teamId: string;
      ownerId: string;
      settings: TeamSettings;
      plan: TeamPlan;
      members: Readonly<Record<string, TeamMembership>>;
      invitations: Readonly<Record<string, PendingInvitation>>;
    };

export const initialTeamState: TeamState = { status: 'none' };

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export function evolveTeam(state: TeamState, event: TeamEvent): TeamState {
  if (event.type === 'TeamSignedUp') {
    const { teamId, name, slug, ownerId } = event.data;
    return {
      status: 'active',
      teamId,
      ownerId,
      settings: { ...defaultTeamSettings, name, slug },
      plan: 'enterprise',
      members: { [ownerId]: { role: 'owner', active: true } },
      invitations: {},
    };
  }
  if (state.status === 'none') return state;
  const member = (userId: string, change: Partial<TeamMembership>): TeamState => {
    const current = state.members[userId];
    return current ? { ...state, members: { ...state.members, [userId]: { ...current, ...change } } } : state;
  };
  switch (event.type) {
    case 'TeamMemberInvited': {
      const { invitationId, email, role } = event.data;
      return { ...state, invitations: { ...state.invitations, [invitationId]: { email, role } } };
    }
    case 'TeamInvitationResent':
      return state;
    case 'TeamInvitationCancelled':
      return { ...state, invitations: without(state.invitations, event.data.invitationId) };
    case 'TeamInvitationAccepted': {
      const { invitationId, userId, role } = event.data;
      return {
        ...state,
        invitations: without(state.invitations, invitationId),
        members: { ...state.members, [userId]: { role, active: true } },
      };
    }
    case 'TeamMemberJoinedByDomain':
      return { ...state, members: { ...state.members, [event.data.userId]: { role: 'member', active: true } } };
    case 'TeamMemberRoleChanged':
      return member(event.data.userId, { role: event.data.role });
    case 'TeamMemberDeactivated':
      return member(event.data.userId, { active: false });
    case 'TeamMemberReactivated':
      return member(event.data.userId, { active: true });
    case 'TeamMemberDeleted':
      return { ...state, members: without(state.members, event.data.userId) };
    case 'TeamSettingsChanged':
      return { ...state, settings: { ...state.settings, ...event.data.settings } };
    case 'TeamPlanChanged':
      return { ...state, plan: event.data.accountType };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
