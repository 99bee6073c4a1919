import { z } from 'zod';
import { ASSIGNABLE_ROLES, COMMENT_MAX_LENGTH, EMAIL_MAX_LENGTH, SLIDE_HASH_MAX_LENGTH } from '@lectern/domain';
import { deckTokenQuery } from './access-tokens.js';
import { storedContent, storedText } from './text.js';

// Collaboration (spec/001 §3, §4, §7): deck users, the editor seat, comments, and the editor namespace.

export const deckUserRole = z.enum(['owner', 'admin', 'editor', 'viewer']);
export const assignableDeckRole = z.enum(ASSIGNABLE_ROLES);

const id = storedText().min(1).max(64);

/**
 * A deck user (collaborator). `id` is the user's id, or the invitation's while nobody has signed up
 * with the address (`pending`). `email` only for those who administer the deck. Presence (status,
 * slide, typing) arrives over the editor namespace.
 */
export const deckUser = z
  .object({
    id: z.string(),
    user_id: z.string().nullable(),
    email: z.string().nullable(),
    username: z.string().nullable(),
    name: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    role: deckUserRole,
    pending: z.boolean(),
    /** Whether they hold the editor seat now. */
    editing: z.boolean(),
  })
  .meta({ id: 'DeckUser' });
export type DeckUser = z.infer<typeof deckUser>;

/** Who edits the deck now and who asked them to let them edit, oldest first. */
export const deckEditor = z.object({ editor_id: z.string().nullable(), pending: z.array(z.string()) });
export type DeckEditor = z.infer<typeof deckEditor>;

/** GET /decks/{id}/users: the owner first, then collaborators in the order they were invited. */
export const deckUsersResponse = z.object({ users: z.array(deckUser), editor: deckEditor });
export type DeckUsersResponse = z.infer<typeof deckUsersResponse>;
export const deckUserResponse = z.object({ user: deckUser });

/** POST /decks/{id}/users/invite (spec/001 §3 "Invite payload"). The address is checked by the domain (`email[0]`). */
export const inviteRequest = z.object({
  user: z.object({
    email: storedText()
      .trim()
      .max(EMAIL_MAX_LENGTH * 2),
    role: assignableDeckRole,
    add_to_team: z.boolean().default(false),
  }),
});
export type InviteRequest = z.input<typeof inviteRequest>;

/** PUT /decks/{id}/users/{userId}: the role only. */
export const updateDeckUserRequest = z.object({ user: z.object({ role: assignableDeckRole }) });
export const deckUserParams = z.object({ id, userId: id });

/** POST .../handover/approve and .../deny: whose request. */
export const handoverAnswerRequest = z.object({ user_id: id });
export const deckEditorResponse = z.object({ editor: deckEditor });

export const commentAuthor = z.object({
  id: z.string(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});

export const comment = z
  .object({
    id: z.string(),
    user_id: z.string(),
    message: z.string(),
    slide_hash: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    user: commentAuthor,
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof comment>;

/** GET /decks/{id}/comments: newest first, a page at a time counted from `offset_id`, optionally one slide's. */
export const commentsQuery = z.object({
  slide_hash: storedText().min(1).max(SLIDE_HASH_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  offset_id: id.optional(),
});
export type CommentsQuery = z.input<typeof commentsQuery>;

/** The page, whether older comments remain, and the requester's unread count and when they last read. */
export const commentsResponse = z.object({
  comments: z.array(comment),
  has_more: z.boolean(),
  unread_count: z.number().int(),
  read_at: z.string().nullable(),
});
export type CommentsResponse = z.infer<typeof commentsResponse>;

// Runs of line breaks shorten when stored, so a message may arrive somewhat longer than it is kept.
const commentMessage = storedContent().max(COMMENT_MAX_LENGTH * 4);

export const createCommentRequest = z.object({
  comment: z.object({
    message: commentMessage,
    slide_hash: storedText().max(SLIDE_HASH_MAX_LENGTH).nullable().optional(),
  }),
});
export type CreateCommentRequest = z.input<typeof createCommentRequest>;
export const updateCommentRequest = z.object({ comment: z.object({ message: commentMessage }) });
export const commentResponse = z.object({ comment });
export const commentParams = z.object({ commentId: id });

/**
 * GET /decks/{id}/collaboration: who the requester is on a collaborative deck they may comment on;
 * realtime asks it, with the socket's cookie, before a socket joins the deck's editor namespace.
 */
export const collaborationAccessQuery = deckTokenQuery.extend({
  /** Asked again after an event: answered once the read models show the log up to its position. */
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const collaborationAccessResponse = z.object({
  user: commentAuthor,
  role: deckUserRole.nullable(),
  can_edit: z.boolean(),
  /** The deck is edited together (decision 0066): the socket joins its shared document. */
  edit_together: z.boolean(),
});
export type CollaborationAccessResponse = z.infer<typeof collaborationAccessResponse>;

// The editor namespace on /realtime/editor (spec/001 §7 "Real-time").

const slideId = storedText().max(SLIDE_HASH_MAX_LENGTH).nullable();
export const presenceStatus = z.enum(['viewing', 'idle']);
export type PresenceStatus = z.infer<typeof presenceStatus>;

/** One user's presence in the deck: their most active connection's status and slide. */
export const userState = z.object({ user_id: z.string(), status: presenceStatus, slide_id: slideId });
export type UserState = z.infer<typeof userState>;

/** What a client may broadcast to the deck's other users: only that it types a comment. */
export const typingMessage = z.object({
  type: z.enum(['collaboration:user-typing', 'collaboration:user-typing-stopped']),
});

/** Client to server. `user_id` is the spec's; the server knows who the socket is and checks it. */
export const editorClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    deck_id: id,
    user_id: id.optional(),
    slide_id: slideId.optional(),
    /** A private link's token, for a deck the user reaches only through it. */
    token: z.string().max(200).optional(),
  }),
  z.object({ type: z.literal('slide-change'), slide_id: slideId }),
  z.object({ type: z.literal('active') }),
  z.object({ type: z.literal('idle') }),
  z.object({ type: z.literal('broadcast'), message: typingMessage }),
  z.object({ type: z.literal('broadcast-all-user-states') }),
]);
export type EditorClientMessage = z.infer<typeof editorClientMessage>;

export const editorErrorReason = z.enum([
  'not_found',
  'forbidden',
  'invalid',
  'not_subscribed',
  'unavailable',
  'too_large',
  'rate_limited',
]);
export type EditorErrorReason = z.infer<typeof editorErrorReason>;

/** What the deck's users are told of its changes (spec/001 §4 "Collaboration messages"). */
export const collaborationMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('collaboration:presence-changed'),
    user_id: z.string(),
    status: z.enum(['viewing', 'idle', 'disconnected']),
    slide_id: slideId,
  }),
  z.object({ type: z.literal('collaboration:user-typing'), user_id: z.string() }),
  z.object({ type: z.literal('collaboration:user-typing-stopped'), user_id: z.string() }),
  z.object({ type: z.literal('collaboration:user-added'), id: z.string(), user_id: z.string().nullable() }),
  z.object({ type: z.literal('collaboration:user-updated'), id: z.string(), role: assignableDeckRole }),
  z.object({ type: z.literal('collaboration:user-removed'), id: z.string() }),
  z.object({
    type: z.literal('collaboration:editor-changed'),
    user_id: z.string().nullable(),
    previous_user_id: z.string().nullable(),
  }),
  z.object({ type: z.literal('collaboration:handover-requested'), user_id: z.string() }),
  z.object({ type: z.literal('collaboration:handover-request-canceled'), user_id: z.string() }),
  z.object({ type: z.literal('collaboration:handover-denied'), user_id: z.string(), by_user_id: z.string() }),
  z.object({ type: z.literal('collaboration:comment-added'), comment }),
  z.object({
    type: z.literal('collaboration:comment-updated'),
    comment_id: z.string(),
    message: z.string(),
    updated_at: z.string(),
  }),
  z.object({ type: z.literal('collaboration:comment-removed'), comment_id: z.string() }),
  z.object({
    type: z.literal('collaboration:deck-content-changed'),
    version: z.number().int(),
    slide_count: z.number().int(),
  }),
  z.object({ type: z.literal('collaboration:deck-settings-changed') }),
]);
export type CollaborationMessage = z.infer<typeof collaborationMessage>;

/** Server to client. */
export const editorServerMessage = z.union([
  z.object({ type: z.literal('subscribed'), deck_id: z.string(), user_id: z.string(), users: z.array(userState) }),
  z.object({ type: z.literal('user-states'), users: z.array(userState) }),
  z.object({ type: z.literal('error'), reason: editorErrorReason }),
  /** A deck edited together: this socket's first `count` update frames are in the log (decision 0066). */
  z.object({ type: z.literal('together:acked'), count: z.number().int() }),
  collaborationMessage,
]);
export type EditorServerMessage = z.infer<typeof editorServerMessage>;
