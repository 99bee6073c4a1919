import type { CollaborationMessage, Comment } from '@lectern/contracts';
import {
  streamKind,
  type CollaboratorEvent,
  type CommentEvent,
  type DeckContentEvent,
  type DeckEvent,
  type EditorEvent,
} from '@lectern/domain';
import type { TogetherEnvelope } from './together/shared-docs.js';

/**
 * What one deck's rooms are told on the pub/sub channel: a message for every socket, and what the
 * rooms do besides: drop a removed user's sockets, or check every socket's access again (the deck
 * changed visibility, went to the trash or to another owner).
 */
export interface Envelope {
  message?: CollaborationMessage;
  evict?: string;
  /** Every socket's access is asked again, of read models that show the log up to this position. */
  recheck?: { after: number };
  /** An update or awareness change of the deck's shared document (edited together). */
  together?: TogetherEnvelope;
}

/** An event as the bus carries it (the stored event's JSON). */
export interface DeckEventRecord {
  streamId: string;
  streamVersion: number;
  /** The event's position in the global log. */
  position: number;
  type: string;
  data: unknown;
}

export type CommentAuthor = Comment['user'];

const settingsChanged: Envelope = { message: { type: 'collaboration:deck-settings-changed' } };

function fromDeck(event: DeckEvent, position: number): Envelope[] {
  const recheck = { after: position };
  switch (event.type) {
    case 'CollaboratorAdded':
      return [{ message: { type: 'collaboration:user-added', id: event.data.userId, user_id: event.data.userId } }];
    case 'CollaboratorInvited':
      return [{ message: { type: 'collaboration:user-added', id: event.data.invitationId, user_id: null } }];
    case 'CollaboratorInvitationAccepted': {
      const { invitationId, userId } = event.data;
      return [
        { message: { type: 'collaboration:user-removed', id: invitationId } },
        { message: { type: 'collaboration:user-added', id: userId, user_id: userId } },
      ];
    }
    case 'CollaboratorRoleChanged':
      return [
        { message: { type: 'collaboration:user-updated', id: event.data.collaboratorId, role: event.data.role } },
        // Whether each socket may still write a deck edited together is asked again.
        { recheck },
      ];
    case 'CollaboratorRemoved':
      return [
        {
          message: { type: 'collaboration:user-removed', id: event.data.collaboratorId },
          evict: event.data.collaboratorId,
        },
      ];
    case 'DeckRenamed':
    case 'DeckDescriptionChanged':
      return [settingsChanged];
    case 'DeckSettingsChanged':
      // Switching 'Edit together' moves every socket to the new mode (decision 0071).
      return 'edit_together' in event.data.settings ? [settingsChanged, { recheck }] : [settingsChanged];
    case 'DeckVisibilityChanged':
      return [settingsChanged, { recheck }];
    case 'DeckTrashed':
    case 'DeckDestroyed':
    case 'DeckTransferred':
      return [{ recheck }];
    default:
      return [];
  }
}

function fromEditor(event: EditorEvent): Envelope[] {
  switch (event.type) {
    case 'EditorChanged':
      return [
        {
          message: {
            type: 'collaboration:editor-changed',
            user_id: event.data.editorId,
            previous_user_id: event.data.previousEditorId,
          },
        },
      ];
    case 'EditorHandoverRequested':
      return [{ message: { type: 'collaboration:handover-requested', user_id: event.data.userId } }];
    case 'EditorHandoverCanceled':
      return [{ message: { type: 'collaboration:handover-request-canceled', user_id: event.data.userId } }];
    case 'EditorHandoverDenied':
      return [
        {
          message: {
            type: 'collaboration:handover-denied',
            user_id: event.data.userId,
            by_user_id: event.data.deniedBy,
          },
        },
      ];
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

async function fromComment(
  commentId: string,
  event: CommentEvent,
  author: (userId: string) => Promise<CommentAuthor>,
): Promise<Envelope[]> {
  switch (event.type) {
    case 'CommentAdded': {
      const { authorId, message, slideHash, at } = event.data;
      const comment: Comment = {
        id: commentId,
        user_id: authorId,
        message,
        slide_hash: slideHash,
        created_at: at,
        updated_at: at,
        user: await author(authorId),
      };
      return [{ message: { type: 'collaboration:comment-added', comment } }];
    }
    case 'CommentEdited':
      return [
        {
          message: {
            type: 'collaboration:comment-updated',
            comment_id: commentId,
            message: event.data.message,
            updated_at: event.data.at,
          },
        },
      ];
    case 'CommentRemoved':
      return [{ message: { type: 'collaboration:comment-removed', comment_id: commentId } }];
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** The deck an event is about and what its rooms are told of it (nothing for most events). */
export async function deckEnvelopes(
  record: DeckEventRecord,
  author: (userId: string) => Promise<CommentAuthor>,
): Promise<{ deckId: string; envelopes: Envelope[] } | null> {
  const stream = streamKind(record.streamId);
  if (!stream) return null;
  const event = { type: record.type, data: record.data };
  switch (stream.kind) {
    case 'deck':
      return { deckId: stream.id, envelopes: fromDeck(event as DeckEvent | CollaboratorEvent, record.position) };
    case 'deckContent': {
      const { slideCount } = (event as DeckContentEvent).data;
      const message: CollaborationMessage = {
        type: 'collaboration:deck-content-changed',
        version: record.streamVersion,
        slide_count: slideCount ?? 0,
      };
      return { deckId: stream.id, envelopes: [{ message }] };
    }
    case 'editor':
      return { deckId: stream.id, envelopes: fromEditor(event as EditorEvent) };
    case 'comment': {
      const comment = event as CommentEvent;
      return { deckId: comment.data.deckId, envelopes: await fromComment(stream.id, comment, author) };
    }
    default:
      return null;
  }
}
