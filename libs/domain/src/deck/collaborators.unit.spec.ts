import { describe, expect, it } from 'vitest';
import { editorRoleHidden, editorSeatsLeft } from '../collaboration/rules.js';
import { deciderSpec } from '../decider-spec.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { decideDeck, DEFAULT_DECK_SETTINGS, evolveDeck, initialDeckState, type DeckEvent } from './index.js';

const given = deciderSpec({ decide: decideDeck, evolve: evolveDeck, initialState: initialDeckState });
const now = '2026-01-01T00:00:00.000Z';
const created: DeckEvent = {
  type: 'DeckCreated',
  data: {
    deckId: 'd1',
    ownerId: 'owner',
    title: 'Plan',
    slug: 'plan',
    description: '',
    visibility: 'self',
    settings: DEFAULT_DECK_SETTINGS,
    createdAt: now,
    forkedFrom: null,
  },
};
const collaborative: DeckEvent = { type: 'DeckMadeCollaborative', data: { at: now } };
const context = { ownerPlan: 'pro', editorLimit: 2 } as const;
const invite = (
  email: string,
  role: 'admin' | 'editor' | 'viewer',
  inviteeId: string | null = null,
  ownerPlan: 'pro' | 'enterprise' = 'pro',
) =>
  ({
    type: 'InviteCollaborator',
    data: { ...context, ownerPlan, email, role, inviteeId, invitationId: 'inv-1', invitedBy: 'owner', now },
  }) as const;
const added = (userId: string, role: 'admin' | 'editor' | 'viewer' = 'editor'): DeckEvent => ({
  type: 'CollaboratorAdded',
  data: { userId, email: `${userId}@example.com`, role, invitedBy: 'owner', at: now },
});

describe('collaborators of a deck', () => {
  describe('a deck that is not collaborative', () => {
    it('is made collaborative once', () => {
      given([created]).when({ type: 'MakeCollaborative', data: { now } }).then([collaborative]);
      given([created, collaborative]).when({ type: 'MakeCollaborative', data: { now } }).then([]);
    });
    it('takes no collaborators', () =>
      given([created])
        .when(invite('bob@example.com', 'editor', 'bob'))
        .thenThrows(ConflictError));
    it('in the trash is not made collaborative', () =>
      given([created, { type: 'DeckTrashed', data: { at: now } }])
        .when({ type: 'MakeCollaborative', data: { now } })
        .thenThrows(NotFoundError));
  });

  describe('a collaborative deck', () => {
    it('adds someone with an account under their role', () =>
      given([created, collaborative])
        .when(invite('bob@example.com', 'editor', 'bob'))
        .then([added('bob')]));
    it('keeps an invitation for an address nobody has yet, accepted by its address alone', () => {
      const invited: DeckEvent = {
        type: 'CollaboratorInvited',
        data: { invitationId: 'inv-1', email: 'New@Example.com', role: 'viewer', invitedBy: 'owner', at: now },
      };
      const accept = (invitationId: string, email: string) =>
        ({ type: 'AcceptCollaboratorInvitation', data: { invitationId, email, userId: 'newbie' } }) as const;
      given([created, collaborative]).when(invite('New@Example.com', 'viewer')).then([invited]);
      given([created, collaborative, invited])
        .when(accept('inv-1', 'new@example.com'))
        .then([{ type: 'CollaboratorInvitationAccepted', data: { invitationId: 'inv-1', userId: 'newbie' } }]);
      given([created, collaborative, invited]).when(accept('inv-1', 'someone@example.com')).thenThrows(NotFoundError);
      given([created, collaborative, invited]).when(accept('inv-2', 'new@example.com')).thenThrows(NotFoundError);
      given([
        created,
        collaborative,
        invited,
        { type: 'CollaboratorInvitationAccepted', data: { invitationId: 'inv-1', userId: 'newbie' } },
      ])
        .when(accept('inv-1', 'new@example.com'))
        .thenThrows(NotFoundError);
    });
    it('refuses a bad address, the owner, and someone already on the deck (by account or address)', () => {
      given([created, collaborative]).when(invite('not an address', 'viewer')).thenThrows(ValidationError);
      given([created, collaborative])
        .when(invite('owner@example.com', 'viewer', 'owner'))
        .thenThrows(ValidationError);
      given([created, collaborative, added('bob')])
        .when(invite('other@example.com', 'viewer', 'bob'))
        .thenThrows(ValidationError);
      given([created, collaborative, added('bob')])
        .when(invite('BOB@example.com', 'viewer'))
        .thenThrows(ValidationError);
    });
    it('gives admin only on enterprise decks', () => {
      given([created, collaborative])
        .when(invite('bob@example.com', 'admin', 'bob'))
        .thenThrows(ValidationError);
      given([created, collaborative])
        .when(invite('bob@example.com', 'admin', 'bob', 'enterprise'))
        .then([added('bob', 'admin')]);
    });
    it('stops adding editors at the limit, but still adds viewers', () => {
      const full = [created, collaborative, added('a'), added('b', 'admin')];
      given(full)
        .when(invite('c@example.com', 'editor', 'c'))
        .thenThrows(ValidationError);
      given(full)
        .when(invite('c@example.com', 'viewer', 'c'))
        .then([added('c', 'viewer')]);
    });
    it('changes a role, within the limit, and never the owner', () => {
      const deck = [created, collaborative, added('a'), added('b', 'viewer')];
      const change = (collaboratorId: string, role: 'admin' | 'editor' | 'viewer') =>
        ({ type: 'ChangeCollaboratorRole', data: { ...context, collaboratorId, role } }) as const;
      given(deck)
        .when(change('b', 'editor'))
        .then([{ type: 'CollaboratorRoleChanged', data: { collaboratorId: 'b', role: 'editor' } }]);
      given([...deck, added('c')])
        .when(change('b', 'editor'))
        .thenThrows(ValidationError);
      given(deck).when(change('a', 'editor')).then([]);
      given(deck).when(change('owner', 'viewer')).thenThrows(ForbiddenError);
      given(deck).when(change('nobody', 'viewer')).thenThrows(NotFoundError);
    });
    it('removes a collaborator, never the owner', () => {
      given([created, collaborative, added('a')])
        .when({ type: 'RemoveCollaborator', data: { collaboratorId: 'a' } })
        .then([{ type: 'CollaboratorRemoved', data: { collaboratorId: 'a' } }]);
      given([created, collaborative, added('a')])
        .when({ type: 'RemoveCollaborator', data: { collaboratorId: 'owner' } })
        .thenThrows(ForbiddenError);
      given([created, collaborative, added('a'), { type: 'CollaboratorRemoved', data: { collaboratorId: 'a' } }])
        .when({ type: 'RemoveCollaborator', data: { collaboratorId: 'a' } })
        .thenThrows(NotFoundError);
    });
  });

  describe('the editor limit as the invite form shows it', () => {
    it('counts the collaborators who edit', () => {
      expect(editorSeatsLeft(['editor', 'admin', 'viewer'], 50)).toBe(48);
      expect(editorSeatsLeft(['editor', 'editor'], 2)).toBe(0);
    });
    it('hides the editor role only on a full, paid, non-enterprise deck that is not public', () => {
      expect(editorRoleHidden({ ownerPlan: 'pro', visibility: 'self', seatsLeft: 0 })).toBe(true);
      expect(editorRoleHidden({ ownerPlan: 'lite', visibility: 'team', seatsLeft: 0 })).toBe(true);
      expect(editorRoleHidden({ ownerPlan: 'pro', visibility: 'all', seatsLeft: 0 })).toBe(false);
      expect(editorRoleHidden({ ownerPlan: 'enterprise', visibility: 'self', seatsLeft: 0 })).toBe(false);
      expect(editorRoleHidden({ ownerPlan: 'default', visibility: 'all', seatsLeft: 0 })).toBe(false);
      expect(editorRoleHidden({ ownerPlan: 'pro', visibility: 'self', seatsLeft: 1 })).toBe(false);
    });
  });
});
