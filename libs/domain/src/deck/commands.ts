import type { AssignableRole } from '../collaboration/rules.js';
import type { AccountType } from '../policy/types.js';
import type { DeckVisibility } from './events.js';
import type { DeckSettings } from './settings.js';

export type DeckCommand =
  | {
      type: 'CreateDeck';
      data: {
        deckId: string;
        ownerId: string;
        title: string;
        slug: string;
        description: string;
        visibility: DeckVisibility;
        settings: DeckSettings;
        now: string;
        forkedFrom: string | null;
      };
    }
  | { type: 'RenameDeck'; data: { title: string; slug: string } }
  /** A slug the person chose (the deck settings), rather than one made from the title. */
  | { type: 'ChangeSlug'; data: { slug: string } }
  | { type: 'ChangeDescription'; data: { description: string } }
  | { type: 'ChangeSettings'; data: { settings: Partial<DeckSettings> } }
  | { type: 'ChangeVisibility'; data: { visibility: DeckVisibility } }
  | { type: 'TrashDeck'; data: { now: string } }
  | { type: 'RecoverDeck'; data: { now: string } }
  | { type: 'DestroyDeck'; data: { now: string } }
  | { type: 'Kudo'; data: { userId: string } }
  | { type: 'Unkudo'; data: { userId: string } }
  /** To a new owner, under a slug already claimed for them. */
  | { type: 'TransferDeck'; data: { toUserId: string; slug: string } }
  | CollaboratorCommand;

/** What the deck's collaborator rules need to know besides its stream: the owner's plan and the editor limit. */
export interface CollaboratorContext {
  ownerPlan: AccountType;
  editorLimit: number;
}

export type CollaboratorCommand =
  | { type: 'MakeCollaborative'; data: { now: string } }
  | {
      type: 'InviteCollaborator';
      data: CollaboratorContext & {
        email: string;
        role: AssignableRole;
        /** The account with that address, or null when nobody has one (an invitation waits for them). */
        inviteeId: string | null;
        /** The id the invitation gets if nobody has the address. */
        invitationId: string;
        invitedBy: string;
        now: string;
      };
    }
  /** The person the invitation was mailed to follows its link, signed in with the invited address. */
  | { type: 'AcceptCollaboratorInvitation'; data: { invitationId: string; email: string; userId: string } }
  | { type: 'ChangeCollaboratorRole'; data: CollaboratorContext & { collaboratorId: string; role: AssignableRole } }
  | { type: 'RemoveCollaborator'; data: { collaboratorId: string } };
