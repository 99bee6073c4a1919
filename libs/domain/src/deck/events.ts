import type { DeckSettings } from './settings.js';

import type { AssignableRole } from '../collaboration/rules.js';
import type { DeckVisibility } from '../policy/types.js';
import { streamId } from '../streams.js';

export type { DeckVisibility };

/**
 * Collaborators (spec/001 §3 "Deck user"), on the deck's own stream: the policy reads their roles.
 * A collaborator's id is their user id, or the invitation's id while the address belongs to nobody yet.
 */
export type CollaboratorEvent =
  | { type: 'DeckMadeCollaborative'; data: { at: string } }
  | {
      type: 'CollaboratorAdded';
      data: { userId: string; email: string; role: AssignableRole; invitedBy: string; at: string };
    }
  /** An address no account has yet: it becomes a collaborator when its owner follows the mailed link. */
  | {
      type: 'CollaboratorInvited';
      data: { invitationId: string; email: string; role: AssignableRole; invitedBy: string; at: string };
    }
  | { type: 'CollaboratorInvitationAccepted'; data: { invitationId: string; userId: string } }
  | { type: 'CollaboratorRoleChanged'; data: { collaboratorId: string; role: AssignableRole } }
  | { type: 'CollaboratorRemoved'; data: { collaboratorId: string } };

export type DeckEvent =
  | {
      type: 'DeckCreated';
      data: {
        deckId: string;
        ownerId: string;
        title: string;
        slug: string;
        description: string;
        visibility: DeckVisibility;
        settings: DeckSettings;
        createdAt: string;
        forkedFrom: string | null;
      };
    }
  | { type: 'DeckRenamed'; data: { title: string; slug: string; previousSlug: string } }
  | { type: 'DeckDescriptionChanged'; data: { description: string } }
  | { type: 'DeckSettingsChanged'; data: { settings: Partial<DeckSettings> } }
  | { type: 'DeckVisibilityChanged'; data: { visibility: DeckVisibility } }
  | { type: 'DeckTrashed'; data: { at: string } }
  | { type: 'DeckRecovered'; data: { at: string } }
  | { type: 'DeckDestroyed'; data: { at: string } }
  | { type: 'DeckKudoed'; data: { userId: string } }
  | { type: 'DeckUnkudoed'; data: { userId: string } }
  /** A team manager kept the decks of a member they deleted (spec/002 §4 absorb_decks). */
  | { type: 'DeckTransferred'; data: { fromUserId: string; toUserId: string; slug: string } }
  | CollaboratorEvent;

/**
 * Slide markup lives in a stream of its own, so deciding anything about a deck never reads
 * its content history; that stream's version is the deck's `version`. `slideCount` is what
 * cleaning counted, so read models never parse the markup again; saves recorded before it
 * existed lack it, and their readers count the markup themselves.
 */
export type DeckContentEvent = {
  type: 'DeckContentSaved';
  data: {
    data: string;
    savedAt: string;
    restoredFrom: number | null;
    slideCount?: number;
    /** A compaction of a deck edited together: who edited since the last one (decision 0071). */
    editedBy?: string[];
  };
};

/**
 * A deck edited together (decision 0066, 0071) has its shared document in a stream of its own:
 * each accepted yjs update with its author, and the document's full state written when it is
 * compacted to markup (or seeded from it). Loading is the last compaction plus the edits after it.
 */
export type DeckDocEvent =
  | { type: 'DeckContentEdited'; data: { update: string; authorId: string; editedAt: string } }
  | { type: 'DeckDocCompacted'; data: { state: string; contentVersion: number; compactedAt: string } };

/** Views are counted in a stream of their own (one event per counted view). */
export type DeckViewEvent = { type: 'DeckViewed'; data: { at: string } };

/**
 * A picture of the deck's first slide, rendered by the export worker after saves; in a stream
 * of its own, so rendering never races the deck's commands. `version` is the content version drawn.
 */
export type DeckThumbnailEvent = {
  type: 'DeckThumbnailRendered';
  data: { version: number; key: string; contentType: string; renderedAt: string };
};

export const deckStreamId = (deckId: string) => streamId('deck', deckId);
export const deckContentStreamId = (deckId: string) => streamId('deckContent', deckId);
export const deckDocStreamId = (deckId: string) => streamId('deckDoc', deckId);
export const deckViewsStreamId = (deckId: string) => streamId('deckViews', deckId);
export const deckThumbnailStreamId = (deckId: string) => streamId('deckThumbnail', deckId);
