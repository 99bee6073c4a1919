import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Comment, CommentsQuery, Deck, DeckEditor, DeckUser, DeckUsersResponse } from '@lectern/contracts';
import { apiRequest, type Body } from './client';
import { putDeck } from './decks';

// The collaboration calls of spec/001 §7: collaborators, the editor seat, comments, team members.

const deckPath = (deckId: string) => `/decks/${encodeURIComponent(deckId)}`;
const usersPath = (deckId: string) => `${deckPath(deckId)}/users`;

/** POST /decks/{id}/make_collaborative: the deck, collaborative, goes into the cache. */
export async function makeCollaborative(queryClient: QueryClient, deckId: string): Promise<Deck> {
  const { deck } = await apiRequest(`${deckPath(deckId)}/make_collaborative`, {
    method: 'POST',
    answer: 'deckResponse',
  });
  putDeck(queryClient, deck);
  return deck;
}

export const deckUsersQueryKey = (deckId: string) => ['deck-users', deckId] as const;

export const fetchDeckUsers = (deckId: string, signal?: AbortSignal): Promise<DeckUsersResponse> =>
  apiRequest(usersPath(deckId), { answer: 'deckUsersResponse', signal });

export const deckUsersQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: deckUsersQueryKey(deckId),
    queryFn: ({ signal }) => fetchDeckUsers(deckId, signal),
    meta: { errorMessage: 'Failed to load collaborators' },
  });

export type Invite = Body<'inviteRequest'>['user'];

export const inviteCollaborator = async (deckId: string, user: Invite): Promise<DeckUser> =>
  (await apiRequest(`${usersPath(deckId)}/invite`, { method: 'POST', body: { user }, answer: 'deckUserResponse' }))
    .user;

export const changeCollaboratorRole = async (deckId: string, userId: string, role: DeckUser['role']) =>
  (
    await apiRequest(`${usersPath(deckId)}/${encodeURIComponent(userId)}`, {
      method: 'PUT',
      body: { user: { role } },
      answer: 'deckUserResponse',
    })
  ).user;

export const removeCollaborator = (deckId: string, userId: string) =>
  apiRequest(`${usersPath(deckId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' });

/** The mailed invitation of an address without an account, followed signed in with that address. */
export const acceptInvitation = async (invitationId: string): Promise<Deck> =>
  (
    await apiRequest(`/deck_invitations/${encodeURIComponent(invitationId)}`, {
      method: 'POST',
      answer: 'deckResponse',
    })
  ).deck;

const seat = async (deckId: string, path: string, body?: unknown): Promise<DeckEditor> =>
  (await apiRequest(`${deckPath(deckId)}/${path}`, { method: 'POST', body, answer: 'deckEditorResponse' })).editor;

/** Opening the editor: the seat when it is free or its holder away; 409 `editor_busy` otherwise. */
export const becomeEditor = (deckId: string) => seat(deckId, 'users/become_editor');
/** The Edit button: the seat, or a request its holder answers. */
export const requestEditor = (deckId: string) => seat(deckId, 'handover');
export const cancelEditorRequest = (deckId: string) => seat(deckId, 'handover/cancel');
export const approveEditorRequest = (deckId: string, userId: string) =>
  seat(deckId, 'handover/approve', { user_id: userId });
export const denyEditorRequest = (deckId: string, userId: string) => seat(deckId, 'handover/deny', { user_id: userId });

/** update_last_seen_at: the deck's comments are read up to now. */
export const markCommentsRead = (deckId: string) =>
  apiRequest(`${usersPath(deckId)}/update_last_seen_at`, { method: 'POST' });

export function fetchComments(deckId: string, query: CommentsQuery = {}, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params}` : '';
  return apiRequest(`${deckPath(deckId)}/comments${search}`, { answer: 'commentsResponse', signal });
}

export const postComment = async (deckId: string, message: string, slideHash: string | null): Promise<Comment> =>
  (
    await apiRequest(`${deckPath(deckId)}/comments`, {
      method: 'POST',
      body: { comment: { message, slide_hash: slideHash } },
      answer: 'commentResponse',
    })
  ).comment;

export const editComment = async (commentId: string, message: string): Promise<Comment> =>
  (
    await apiRequest(`/comments/${encodeURIComponent(commentId)}`, {
      method: 'PUT',
      body: { comment: { message } },
      answer: 'commentResponse',
    })
  ).comment;

export const deleteComment = (commentId: string) =>
  apiRequest(`/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' });

/** POST /team/search: teammates for the invite form's suggestions (five, never oneself). */
export const searchTeamMembers = async (q: string) =>
  (await apiRequest('/team/search', { method: 'POST', body: { q }, answer: 'teamSuggestionsResponse' })).results;
