import { changedFields } from '../changed-fields.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import type { TeamCommand } from './commands.js';
import type { TeamEvent } from './events.js';
import { teamMessages } from './rules.js';
import { isTeamDomain } from './settings.js';
import type { TeamState } from './state.js';

type ActiveTeam = Extract<TeamState, { status: 'active' }>;

function requireMember(state: ActiveTeam, userId: string) {
  const membership = state.members[userId];
  if (!membership) throw new NotFoundError(teamMessages.notAMember);
  return membership;
}

function requireInvitation(state: ActiveTeam, invitationId: string) {
  const invitation = state.invitations[invitationId];
  if (!invitation) throw new NotFoundError(teamMessages.noSuchInvitation);
  return invitation;
}

export function decideTeam(command: TeamCommand, state: TeamState): TeamEvent[] {
  if (command.type === 'SignUpTeam') {
    if (state.status !== 'none') throw new ConflictError('This team exists already', 'team_exists');
    const { teamId, name, slug, ownerId, billingPeriod, now } = command.data;
    return [{ type: 'TeamSignedUp', data: { teamId, name, slug, ownerId, billingPeriod, signedUpAt: now } }];
  }
  if (state.status === 'none') throw new NotFoundError('No such team');
  switch (command.type) {
    case 'InviteMember': {
      const { invitationId, email, role, token, now } = command.data;
      const lower = email.toLowerCase();
      if (Object.values(state.invitations).some((invitation) => invitation.email.toLowerCase() === lower))
        throw new ValidationError({ 'invitation.email': [teamMessages.alreadyInvited] });
      return [{ type: 'TeamMemberInvited', data: { invitationId, email, role, token, invitedAt: now } }];
    }
    case 'ResendInvitation':
      requireInvitation(state, command.data.invitationId);
      return [
        { type: 'TeamInvitationResent', data: { invitationId: command.data.invitationId, resentAt: command.data.now } },
      ];
    case 'CancelInvitation': {
      const { email } = requireInvitation(state, command.data.invitationId);
      return [{ type: 'TeamInvitationCancelled', data: { invitationId: command.data.invitationId, email } }];
    }
    case 'AcceptInvitation': {
      const { invitationId, userId, now } = command.data;
      const { email, role } = requireInvitation(state, invitationId);
      if (state.members[userId]) throw new ConflictError(teamMessages.alreadyMember, 'already_member');
      return [{ type: 'TeamInvitationAccepted', data: { invitationId, userId, email, role, joinedAt: now } }];
    }
    case 'JoinByDomain': {
      const { userId, email, domain, now } = command.data;
      if (!isTeamDomain(domain, state.settings.google_domain))
        throw new ForbiddenError(teamMessages.notOnTeamDomain, 'not_on_team_domain');
      // A member, deactivated or not, stays as the team left them.
      if (state.members[userId]) return [];
      return [
        {
          type: 'TeamMemberJoinedByDomain',
          data: { userId, email, domain: domain.toLowerCase(), role: 'member', joinedAt: now },
        },
      ];
    }
    case 'ChangeMemberRole': {
      const { userId, role } = command.data;
      const membership = requireMember(state, userId);
      if (membership.role === 'owner') throw new ForbiddenError(teamMessages.ownerRoleFixed, 'owner_role_fixed');
      if (membership.role === role) return [];
      return [{ type: 'TeamMemberRoleChanged', data: { userId, role, previousRole: membership.role } }];
    }
    case 'DeactivateMember': {
      const { userId, actorId } = command.data;
      const membership = requireMember(state, userId);
      if (membership.role === 'owner')
        throw new ForbiddenError(teamMessages.ownerCannotBeDeactivated, 'owner_cannot_be_deactivated');
      if (userId === actorId)
        throw new ForbiddenError(teamMessages.selfCannotBeDeactivated, 'self_cannot_be_deactivated');
      return membership.active ? [{ type: 'TeamMemberDeactivated', data: { userId } }] : [];
    }
    case 'ReactivateMember': {
      const membership = requireMember(state, command.data.userId);
      return membership.active ? [] : [{ type: 'TeamMemberReactivated', data: { userId: command.data.userId } }];
    }
    case 'DeleteMember': {
      const { userId, absorbDecks } = command.data;
      if (requireMember(state, userId).active)
        throw new ConflictError(teamMessages.onlyInactiveDeleted, 'member_still_active');
      return [{ type: 'TeamMemberDeleted', data: { userId, absorbDecks } }];
    }
    case 'ChangeTeamSettings': {
      const settings = changedFields(state.settings, command.data.settings);
      return Object.keys(settings).length === 0 ? [] : [{ type: 'TeamSettingsChanged', data: { settings } }];
    }
    case 'ChangeTeamPlan':
      return state.plan === command.data.accountType ? [] : [{ type: 'TeamPlanChanged', data: command.data }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
