import {
  adminOffered,
  canEditAs,
  collaborationMessages as messages,
  editorSeatsLeft,
  type AssignableRole,
} from '../collaboration/rules.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { emailProblem } from '../user/rules.js';
import type { CollaboratorCommand, CollaboratorContext } from './commands.js';
import type { CollaboratorEvent } from './events.js';
import type { DeckCollaborator, DeckState } from './state.js';

type ActiveDeck = Exclude<DeckState, { status: 'none' }>;

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Refuses a role the deck cannot give: admin off enterprise decks, an editing role past the limit. */
function checkRole(
  deck: ActiveDeck,
  role: AssignableRole,
  context: CollaboratorContext,
  field: string,
  replacing?: DeckCollaborator,
) {
  if (role === 'admin' && !adminOffered(context.ownerPlan))
    throw new ValidationError({ [field]: [messages.adminNeedsEnterprise] });
  if (!canEditAs(role) || (replacing && canEditAs(replacing.role))) return;
  const others = [...deck.collaborators.values()].filter((collaborator) => collaborator.id !== replacing?.id);
  if (
    editorSeatsLeft(
      others.map((collaborator) => collaborator.role),
      context.editorLimit,
    ) === 0
  )
    throw new ValidationError({ [field]: [messages.noEditorSeats] });
}

function existing(deck: ActiveDeck, collaboratorId: string): DeckCollaborator {
  if (collaboratorId === deck.ownerId) throw new ForbiddenError(messages.ownerCannotBeEdited, 'owner');
  const collaborator = deck.collaborators.get(collaboratorId);
  if (!collaborator) throw new NotFoundError();
  return collaborator;
}

/** The collaborator rules of spec/001 §4-§6 on an active deck. */
export function decideCollaborators(command: CollaboratorCommand, deck: ActiveDeck): CollaboratorEvent[] {
  if (command.type === 'MakeCollaborative')
    return deck.collaborative ? [] : [{ type: 'DeckMadeCollaborative', data: { at: command.data.now } }];
  if (!deck.collaborative) throw new ConflictError(messages.notCollaborative, 'not_collaborative');
  switch (command.type) {
    case 'InviteCollaborator': {
      const { email, role, inviteeId, invitationId, invitedBy, now } = command.data;
      if (emailProblem(email)) throw new ValidationError({ email: [messages.invalidEmail] });
      if (inviteeId === deck.ownerId) throw new ValidationError({ email: [messages.owner] });
      const known = [...deck.collaborators.values()].some(
        (collaborator) =>
          (inviteeId !== null && collaborator.userId === inviteeId) || sameAddress(collaborator.email, email),
      );
      if (known) throw new ValidationError({ email: [messages.alreadyCollaborator] });
      checkRole(deck, role, command.data, 'role');
      return inviteeId === null
        ? [{ type: 'CollaboratorInvited', data: { invitationId, email, role, invitedBy, at: now } }]
        : [{ type: 'CollaboratorAdded', data: { userId: inviteeId, email, role, invitedBy, at: now } }];
    }
    case 'AcceptCollaboratorInvitation': {
      const { invitationId, email, userId } = command.data;
      const invitation = deck.collaborators.get(invitationId);
      // An invitation is for its address: whoever holds another learns nothing of it.
      if (!invitation || invitation.userId !== null || !sameAddress(invitation.email, email)) throw new NotFoundError();
      if (userId === deck.ownerId) return [{ type: 'CollaboratorRemoved', data: { collaboratorId: invitation.id } }];
      // Someone already on the deck under another address keeps their role.
      if (deck.collaborators.has(userId))
        return [{ type: 'CollaboratorRemoved', data: { collaboratorId: invitation.id } }];
      return [{ type: 'CollaboratorInvitationAccepted', data: { invitationId: invitation.id, userId } }];
    }
    case 'ChangeCollaboratorRole': {
      const collaborator = existing(deck, command.data.collaboratorId);
      if (collaborator.role === command.data.role) return [];
      checkRole(deck, command.data.role, command.data, 'role', collaborator);
      return [{ type: 'CollaboratorRoleChanged', data: { collaboratorId: collaborator.id, role: command.data.role } }];
    }
    case 'RemoveCollaborator':
      return [
        { type: 'CollaboratorRemoved', data: { collaboratorId: existing(deck, command.data.collaboratorId).id } },
      ];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
