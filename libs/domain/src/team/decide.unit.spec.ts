import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { deciderSpec } from '../decider-spec.js';
import {
  decideTeam,
  evolveTeam,
  googleDomainProblem,
  initialTeamState,
  slugFromTeamName,
  teamSlugProblem,
  type TeamEvent,
} from './index.js';

const given = deciderSpec({ decide: decideTeam, evolve: evolveTeam, initialState: initialTeamState });
const now = '2026-01-01T00:00:00.000Z';
const signedUp: TeamEvent = {
  type: 'TeamSignedUp',
  data: { teamId: 't1', name: 'Acme', slug: 'acme', ownerId: 'owner', billingPeriod: 'yearly', signedUpAt: now },
};
const invited: TeamEvent = {
  type: 'TeamMemberInvited',
  data: { invitationId: 'i1', email: 'Bo@example.com', role: 'member', token: 'tok', invitedAt: now },
};
const joined: TeamEvent = {
  type: 'TeamInvitationAccepted',
  data: { invitationId: 'i1', userId: 'bo', email: 'Bo@example.com', role: 'member', joinedAt: now },
};
const deactivated: TeamEvent = { type: 'TeamMemberDeactivated', data: { userId: 'bo' } };

describe('team decider', () => {
  describe('without a team', () => {
    it('signs a team up with its owner', () =>
      given([])
        .when({
          type: 'SignUpTeam',
          data: { teamId: 't1', name: 'Acme', slug: 'acme', ownerId: 'owner', billingPeriod: 'yearly', now },
        })
        .then([signedUp]));
    it('refuses anything else', () =>
      given([])
        .when({ type: 'ReactivateMember', data: { userId: 'bo' } })
        .thenThrows(NotFoundError));
  });

  describe('with a team', () => {
    it('refuses a second sign-up', () =>
      given([signedUp])
        .when({
          type: 'SignUpTeam',
          data: { teamId: 't1', name: 'B', slug: 'b', ownerId: 'x', billingPeriod: 'monthly', now },
        })
        .thenThrows(ConflictError));
    it('invites by e-mail with a role', () =>
      given([signedUp])
        .when({
          type: 'InviteMember',
          data: { invitationId: 'i1', email: 'Bo@example.com', role: 'member', token: 'tok', now },
        })
        .then([invited]));
    it('never changes the owner role', () =>
      given([signedUp])
        .when({ type: 'ChangeMemberRole', data: { userId: 'owner', role: 'member' } })
        .thenThrows(ForbiddenError));
    it('never deactivates the owner', () =>
      given([signedUp])
        .when({ type: 'DeactivateMember', data: { userId: 'owner', actorId: 'someone' } })
        .thenThrows(ForbiddenError));
    it('changes only the settings that differ', () =>
      given([signedUp])
        .when({ type: 'ChangeTeamSettings', data: { settings: { name: 'Acme', allow_scripts: true } } })
        .then([{ type: 'TeamSettingsChanged', data: { settings: { allow_scripts: true } } }]));
    it('does nothing when no setting changes', () =>
      given([signedUp])
        .when({ type: 'ChangeTeamSettings', data: { settings: { slug: 'acme' } } })
        .then([]));
    it('knows no stranger', () =>
      given([signedUp])
        .when({ type: 'ChangeMemberRole', data: { userId: 'nobody', role: 'admin' } })
        .thenThrows(NotFoundError));
    it('starts on the enterprise plan: a paid subscription changes nothing', () =>
      given([signedUp])
        .when({ type: 'ChangeTeamPlan', data: { accountType: 'enterprise' } })
        .then([]));
    it('goes to the free plan when its subscription ends, and back when a new one is paid', () =>
      given([signedUp, { type: 'TeamPlanChanged', data: { accountType: 'default' } }])
        .when({ type: 'ChangeTeamPlan', data: { accountType: 'enterprise' } })
        .then([{ type: 'TeamPlanChanged', data: { accountType: 'enterprise' } }]));
  });

  describe('with an invitation pending', () => {
    it('refuses to invite the same e-mail twice, whatever its case', () =>
      given([signedUp, invited])
        .when({
          type: 'InviteMember',
          data: { invitationId: 'i2', email: 'bo@EXAMPLE.com', role: 'admin', token: 't2', now },
        })
        .thenThrows(ValidationError));
    it('resends it', () =>
      given([signedUp, invited])
        .when({ type: 'ResendInvitation', data: { invitationId: 'i1', now } })
        .then([{ type: 'TeamInvitationResent', data: { invitationId: 'i1', resentAt: now } }]));
    it('cancels it', () =>
      given([signedUp, invited])
        .when({ type: 'CancelInvitation', data: { invitationId: 'i1' } })
        .then([{ type: 'TeamInvitationCancelled', data: { invitationId: 'i1', email: 'Bo@example.com' } }]));
    it('lets the invited person join with the invited role', () =>
      given([signedUp, invited])
        .when({ type: 'AcceptInvitation', data: { invitationId: 'i1', userId: 'bo', now } })
        .then([joined]));
    it('refuses a cancelled invitation', () =>
      given([
        signedUp,
        invited,
        { type: 'TeamInvitationCancelled', data: { invitationId: 'i1', email: 'Bo@example.com' } },
      ])
        .when({ type: 'AcceptInvitation', data: { invitationId: 'i1', userId: 'bo', now } })
        .thenThrows(NotFoundError));
    it('refuses an owner accepting an invitation to their own team', () =>
      given([signedUp, invited])
        .when({ type: 'AcceptInvitation', data: { invitationId: 'i1', userId: 'owner', now } })
        .thenThrows(ConflictError));
  });

  describe('with an active member', () => {
    it('makes them admin, and back', () => {
      given([signedUp, invited, joined])
        .when({ type: 'ChangeMemberRole', data: { userId: 'bo', role: 'admin' } })
        .then([{ type: 'TeamMemberRoleChanged', data: { userId: 'bo', role: 'admin', previousRole: 'member' } }]);
      given([signedUp, invited, joined])
        .when({ type: 'ChangeMemberRole', data: { userId: 'bo', role: 'member' } })
        .then([]);
    });
    it('deactivates them', () =>
      given([signedUp, invited, joined])
        .when({ type: 'DeactivateMember', data: { userId: 'bo', actorId: 'owner' } })
        .then([deactivated]));
    it('does not let a manager deactivate themself', () =>
      given([
        signedUp,
        invited,
        joined,
        { type: 'TeamMemberRoleChanged', data: { userId: 'bo', role: 'admin', previousRole: 'member' } },
      ])
        .when({ type: 'DeactivateMember', data: { userId: 'bo', actorId: 'bo' } })
        .thenThrows(ForbiddenError));
    it('refuses to delete an active member', () =>
      given([signedUp, invited, joined])
        .when({ type: 'DeleteMember', data: { userId: 'bo', absorbDecks: true } })
        .thenThrows(ConflictError));
    it('reactivating an active member does nothing', () =>
      given([signedUp, invited, joined])
        .when({ type: 'ReactivateMember', data: { userId: 'bo' } })
        .then([]));
  });

  describe('with an inactive member', () => {
    it('reactivates them', () =>
      given([signedUp, invited, joined, deactivated])
        .when({ type: 'ReactivateMember', data: { userId: 'bo' } })
        .then([{ type: 'TeamMemberReactivated', data: { userId: 'bo' } }]));
    it('deletes them, keeping their decks when asked', () =>
      given([signedUp, invited, joined, deactivated])
        .when({ type: 'DeleteMember', data: { userId: 'bo', absorbDecks: true } })
        .then([{ type: 'TeamMemberDeleted', data: { userId: 'bo', absorbDecks: true } }]));
    it('deactivating again does nothing', () =>
      given([signedUp, invited, joined, deactivated])
        .when({ type: 'DeactivateMember', data: { userId: 'bo', actorId: 'owner' } })
        .then([]));
  });

  describe('with a deleted member', () => {
    const deleted: TeamEvent = { type: 'TeamMemberDeleted', data: { userId: 'bo', absorbDecks: false } };
    it('no longer knows them', () =>
      given([signedUp, invited, joined, deactivated, deleted])
        .when({ type: 'ReactivateMember', data: { userId: 'bo' } })
        .thenThrows(NotFoundError));
  });
});

describe('team decider: joining by the Google domain', () => {
  const domainSet: TeamEvent = { type: 'TeamSettingsChanged', data: { settings: { google_domain: 'Acme.example' } } };
  const join = (userId: string, domain: string) =>
    ({ type: 'JoinByDomain', data: { userId, email: `${userId}@${domain}`, domain, now } }) as const;

  describe('with a Google domain', () => {
    it('takes in, as a member, someone a provider vouched for on that domain', () =>
      given([signedUp, domainSet])
        .when(join('cy', 'acme.EXAMPLE'))
        .then([
          {
            type: 'TeamMemberJoinedByDomain',
            data: { userId: 'cy', email: 'cy@acme.EXAMPLE', domain: 'acme.example', role: 'member', joinedAt: now },
          },
        ]));
    it('refuses another domain, and a subdomain', () => {
      given([signedUp, domainSet]).when(join('cy', 'other.example')).thenThrows(ForbiddenError);
      given([signedUp, domainSet]).when(join('cy', 'eu.acme.example')).thenThrows(ForbiddenError);
    });
    it('leaves a member, and a deactivated one, as they are', () => {
      given([signedUp, domainSet]).when(join('owner', 'acme.example')).then([]);
      given([signedUp, domainSet, invited, joined, deactivated]).when(join('bo', 'acme.example')).then([]);
    });
  });

  describe('without a Google domain', () => {
    it('takes in nobody', () => given([signedUp]).when(join('cy', 'acme.example')).thenThrows(ForbiddenError));
  });
});

describe('team rules', () => {
  it('derives a slug from a name', () => {
    expect(slugFromTeamName('Acme Corp. Ünïted!')).toBe('acme-corp-united');
    expect(slugFromTeamName('  ')).toBe('');
    expect(slugFromTeamName('x'.repeat(500))).toHaveLength(40);
  });
  it('checks slugs like usernames', () => {
    expect(teamSlugProblem('a')).toBe('At least 2 characters');
    expect(teamSlugProblem('a b')).toBe('No spaces please');
    expect(teamSlugProblem('a.b')).toBe('Can only contain: A-Z, 0-9, - and _');
    expect(teamSlugProblem('x'.repeat(41))).toBe('At most 40 characters');
    expect(teamSlugProblem('acme')).toBeUndefined();
  });
  it('wants a dot in a Google domain', () => {
    expect(googleDomainProblem('example')).toBe('Please enter a valid domain');
    expect(googleDomainProblem('example.com')).toBeUndefined();
  });
});
