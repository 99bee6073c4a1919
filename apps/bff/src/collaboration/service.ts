import { randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  collaborationMessages,
  commentDecider,
  commentReadsDecider,
  commentReadsStreamId,
  commentStreamId,
  deckDecider,
  deckStreamId,
  DEFAULT_DECK_EDITOR_LIMIT,
  editorDecider,
  editorStreamId,
  ForbiddenError,
  type AssignableRole,
  type CollaboratorContext,
  type CommentCommand,
  type DeckCommand,
  type EditorCommand,
  type EditorState,
} from '@lectern/domain';
import { readState, type AnyDecision, type EventStore, type Guard } from '@lectern/event-store';
import type { PresenceBoard } from '@lectern/pubsub';
import type { Logger } from '@lectern/service-kit';
import { ownerHeldPlan, readModelCheckpoint, readModelNames, type DeckRow, type UserRow } from '@lectern/read-models';
import { on, runCommand, runPlan, type Actor, type WaitFor } from '../commands.js';
import type { Mailer } from '../mail/mailer.js';
import { collaboratorInvitationMail } from './invitation-mail.js';

export interface CollaborationDependencies {
  db: Queryable;
  store: EventStore;
  waitFor: WaitFor;
  /** Who has the deck open, and how active they are: a handover's look-up. */
  presence: PresenceBoard;
  mailer: Mailer;
  logger: Logger;
  /** Where users reach Lectern, for the links in invitation mails. */
  publicUrl: () => string;
  now?: () => Date;
}

/** What a collaboration write is read back from: the decks (collaborators) and collaboration read models. */
const READ_MODELS = [readModelCheckpoint(readModelNames.decks), readModelCheckpoint(readModelNames.collaboration)];

/** What the deck's collaborator rules need besides its stream. */
const contextOf = (deck: DeckRow): CollaboratorContext => ({
  ownerPlan: ownerHeldPlan(deck),
  editorLimit: DEFAULT_DECK_EDITOR_LIMIT,
});

/**
 * Collaboration commands (spec/001 §4-§7): collaborators on the deck's stream, the editor seat on
 * its own, comments one stream each. Decisions that span two streams (removing a collaborator
 * who holds the seat) are appended in one transaction.
 */
export function createCollaboration(deps: CollaborationDependencies) {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();

  const decide = (parts: readonly AnyDecision[], actor: Actor) => runPlan(deps, () => parts, actor, READ_MODELS);

  const onDeck = (deck: DeckRow, command: DeckCommand) => on(deckStreamId(deck.id), deckDecider, command);
  const onSeat = (deckId: string, command: EditorCommand | ((state: EditorState) => EditorCommand)) =>
    on(editorStreamId(deckId), editorDecider, command);
  const onComment = (commentId: string, command: CommentCommand) =>
    on(commentStreamId(commentId), commentDecider, command);

  /** The seat's holder's presence, for a command that takes the seat when they are away. */
  const withPresence =
    (deckId: string, type: 'TakeEditor' | 'RequestEditor', userId: string) =>
    (state: EditorState): EditorCommand => ({
      type,
      data: {
        userId,
        editorPresence: state.editorId === null ? 'absent' : deps.presence.userPresence(deckId, state.editorId),
      },
    });

  return {
    /** Makes the deck collaborative; whoever does it (from the editor) takes the seat. */
    async makeCollaborative(deck: DeckRow, userId: string, actor: Actor) {
      if (deck.collaborative) return;
      await decide(
        [
          onDeck(deck, { type: 'MakeCollaborative', data: { now: now() } }),
          onSeat(deck.id, withPresence(deck.id, 'TakeEditor', userId)),
        ],
        actor,
      );
    },

    /**
     * Adds someone by address: the account with it, or an invitation for whoever follows the mailed
     * link signed in with that address. Mails them either way; answers the collaborator's id.
     */
    async invite(
      deck: DeckRow,
      input: { email: string; role: AssignableRole; invitee: UserRow | undefined; inviter: UserRow },
      actor: Actor,
    ): Promise<string> {
      const invitationId = `invitation-${randomUUID()}`;
      await decide(
        [
          onDeck(deck, {
            type: 'InviteCollaborator',
            data: {
              ...contextOf(deck),
              // An account's own address, as it wrote it; an invitation's as typed.
              email: input.invitee?.email ?? input.email,
              role: input.role,
              inviteeId: input.invitee?.id ?? null,
              invitationId,
              invitedBy: input.inviter.id,
              now: now(),
            },
          }),
        ],
        actor,
      );
      const review = `${deps.publicUrl()}/${deck.owner_username}/${deck.slug}/review`;
      deps.mailer
        .send(
          collaboratorInvitationMail({
            to: input.email,
            inviter: input.inviter.name || input.inviter.username,
            deckTitle: deck.title,
            url: input.invitee ? review : `${deps.publicUrl()}/invitations/deck/${encodeURIComponent(invitationId)}`,
            hasAccount: Boolean(input.invitee),
          }),
        )
        .catch((err: unknown) => deps.logger.error({ err }, 'collaborator invitation mail failed'));
      return input.invitee?.id ?? invitationId;
    },

    async acceptInvitation(deck: DeckRow, invitationId: string, user: UserRow, actor: Actor) {
      await decide(
        [
          onDeck(deck, {
            type: 'AcceptCollaboratorInvitation',
            data: { invitationId, email: user.email, userId: user.id },
          }),
        ],
        actor,
      );
    },

    /** A viewer no longer edits: made one, they also leave the seat and the queue. */
    async changeRole(deck: DeckRow, collaboratorId: string, role: AssignableRole, actor: Actor) {
      await decide(
        [
          onDeck(deck, { type: 'ChangeCollaboratorRole', data: { ...contextOf(deck), collaboratorId, role } }),
          ...(role === 'viewer' ? [onSeat(deck.id, { type: 'ReleaseEditor', data: { userId: collaboratorId } })] : []),
        ],
        actor,
      );
    },

    async remove(deck: DeckRow, collaboratorId: string, actor: Actor) {
      await decide(
        [
          onDeck(deck, { type: 'RemoveCollaborator', data: { collaboratorId } }),
          onSeat(deck.id, { type: 'ReleaseEditor', data: { userId: collaboratorId } }),
        ],
        actor,
      );
    },

    /** Opening the editor: the seat if it is free or its holder away, else 409 `editor_busy`. */
    takeEditor: (deck: DeckRow, userId: string, actor: Actor) =>
      decide([onSeat(deck.id, withPresence(deck.id, 'TakeEditor', userId))], actor),
    /** The Edit button: the seat as `takeEditor` gives it, else a request its holder answers. */
    requestEditor: (deck: DeckRow, userId: string, actor: Actor) =>
      decide([onSeat(deck.id, withPresence(deck.id, 'RequestEditor', userId))], actor),
    cancelRequest: (deck: DeckRow, userId: string, actor: Actor) =>
      decide([onSeat(deck.id, { type: 'CancelEditorRequest', data: { userId } })], actor),
    approveRequest: (deck: DeckRow, by: string, userId: string, actor: Actor) =>
      decide([onSeat(deck.id, { type: 'ApproveEditorRequest', data: { by, userId } })], actor),
    denyRequest: (deck: DeckRow, by: string, userId: string, actor: Actor) =>
      decide([onSeat(deck.id, { type: 'DenyEditorRequest', data: { by, userId } })], actor),

    /**
     * The content-save guard of a collaborative deck: only the seat's holder saves, and the save
     * holds the seat still until it commits (a handover racing it waits, or refuses the save).
     */
    async contentGuard(deck: Pick<DeckRow, 'id'>, actor: Actor): Promise<Guard> {
      const streamId = editorStreamId(deck.id);
      const { state, version } = await readState(deps.store, streamId, editorDecider);
      if (state.editorId === null || state.editorId !== actor.userId)
        throw new ForbiddenError(collaborationMessages.notEditor, 'not_editor');
      return { streamId, guard: true, expectedVersion: version };
    },

    async addComment(
      deck: DeckRow,
      input: { authorId: string; message: string; slideHash: string | null },
      actor: Actor,
    ): Promise<string> {
      const commentId = randomUUID();
      await decide(
        [onComment(commentId, { type: 'AddComment', data: { commentId, deckId: deck.id, ...input, now: now() } })],
        actor,
      );
      return commentId;
    },
    editComment: (commentId: string, message: string, actor: Actor) =>
      decide([onComment(commentId, { type: 'EditComment', data: { message, now: now() } })], actor),
    removeComment: (commentId: string, by: string, actor: Actor) =>
      decide([onComment(commentId, { type: 'RemoveComment', data: { by, now: now() } })], actor),

    /** The reader has seen the deck's comments up to now (update_last_seen_at), appended without reading. */
    async markRead(deck: DeckRow, userId: string, actor: Actor) {
      await runCommand(
        deps,
        {
          streamId: commentReadsStreamId(deck.id, userId),
          decider: commentReadsDecider,
          command: { type: 'MarkCommentsRead', data: { deckId: deck.id, userId, at: now() } },
        },
        actor,
        READ_MODELS,
      );
    },
  };
}

export type Collaboration = ReturnType<typeof createCollaboration>;
