import type { AccountType, CollaboratorRole, DeckVisibility } from '../policy/types.js';

/** spec/001 §9: how many collaborators may edit a deck unless the deck sets its own limit. */
export const DEFAULT_DECK_EDITOR_LIMIT = 50;
/** spec/000 §5, spec/001 §5: the longest comment, after trimming. */
export const COMMENT_MAX_LENGTH = 1000;
/** A slide's `data-id` a comment is about (longer ones are not slide ids the editor writes). */
export const SLIDE_HASH_MAX_LENGTH = 200;

/** Roles a collaborator can be given: the owner is the deck's owner, never a collaborator. */
export const ASSIGNABLE_ROLES = ['admin', 'editor', 'viewer'] as const satisfies readonly CollaboratorRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Owner, admin and editor may edit (spec/001 §6); the editor limit counts the collaborators among them. */
export const EDIT_ROLES: readonly CollaboratorRole[] = ['owner', 'admin', 'editor'];
export const canEditAs = (role: CollaboratorRole) => EDIT_ROLES.includes(role);

/** Messages the server sends with its refusals (the invite's are read from `email[0]` by the client). */
export const collaborationMessages = {
  notCollaborative: 'This deck is not collaborative',
  invalidEmail: 'Please enter a valid email',
  owner: 'That is the owner of this deck',
  alreadyCollaborator: 'That person is already a collaborator on this deck',
  noEditorSeats: 'This deck has no editor seats left: invite a viewer instead',
  adminNeedsEnterprise: 'Admins can only be added to enterprise decks',
  ownerCannotBeEdited: 'The owner cannot be edited',
  notEditor: 'Someone else is editing this deck',
  editorBusy: 'Someone else is editing this deck',
  noRequest: 'That request to edit was withdrawn',
  commentEmpty: "A comment can't be empty",
  commentTooLong: `At most ${COMMENT_MAX_LENGTH} characters`,
} as const;

/** Admins are offered only on enterprise decks (spec/001 §4): decks whose owner holds the enterprise plan. */
export const adminOffered = (ownerPlan: AccountType) => ownerPlan === 'enterprise';

/** How many more collaborators may be given a role that edits. */
export function editorSeatsLeft(roles: readonly CollaboratorRole[], limit: number): number {
  return Math.max(0, limit - roles.filter((role) => role !== 'owner' && canEditAs(role)).length);
}

/**
 * spec/001 §5: once the limit is reached on a paid, non-enterprise deck that is not public, the
 * editor role is hidden and only viewers can be added; elsewhere the remaining count is shown.
 */
export function editorRoleHidden(deck: { ownerPlan: AccountType; visibility: DeckVisibility; seatsLeft: number }) {
  const paidNotEnterprise = deck.ownerPlan === 'lite' || deck.ownerPlan === 'pro';
  return deck.seatsLeft === 0 && paidNotEnterprise && deck.visibility !== 'all';
}

/** spec/001 §5: trimmed, and runs of three or more line breaks become two. */
export function normalizeComment(message: string): string {
  return message.trim().replace(/(?:\r?\n){3,}/g, '\n\n');
}

/** The problem with a comment as it would be stored, or undefined. */
export function commentProblem(message: string): string | undefined {
  const normalized = normalizeComment(message);
  if (normalized.length === 0) return collaborationMessages.commentEmpty;
  if (normalized.length > COMMENT_MAX_LENGTH) return collaborationMessages.commentTooLong;
  return undefined;
}
