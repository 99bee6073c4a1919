import { queryOptions } from '@tanstack/react-query';
import type { AuditQuery } from '@lectern/contracts';
import { API_BASE, ApiError, apiRequest, type Body } from './client';

// The team calls of spec/002 §7.

/** The filter as a query string, empty values left out. */
const auditSearch = (filter: AuditQuery) => {
  const params = new URLSearchParams(
    Object.entries(filter).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /team/audit: the team's membership changes, oldest first, read from its events. */
export const fetchMembershipAudit = (filter: AuditQuery, signal?: AbortSignal) =>
  apiRequest(`/team/audit${auditSearch(filter)}`, { answer: 'auditResponse', signal }).then(({ results }) => results);

export const membershipAuditQueryOptions = (filter: AuditQuery) =>
  queryOptions({
    queryKey: ['team', 'audit', filter] as const,
    queryFn: ({ signal }) => fetchMembershipAudit(filter, signal),
  });

/** GET /team/audit.csv: the same rows as a download. */
export const membershipAuditCsvUrl = (filter: AuditQuery) => `${API_BASE}/team/audit.csv${auditSearch(filter)}`;

/** GET /teams: the teams the signed-in person is an active member of (one at most), asked per person. */
export const teamsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['teams', userId] as const,
    queryFn: ({ signal }) => apiRequest('/teams', { answer: 'teamsResponse', signal }).then(({ results }) => results),
  });

export const TEAM_QUERY_KEY = ['team'] as const;

/** GET /team: the team of this host (its subdomain), or the signed-in person's own. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'settings'] as const,
    queryFn: ({ signal }) => apiRequest('/team', { answer: 'teamResponse', signal }).then(({ team }) => team),
  });

export const teamMembersQueryOptions = () =>
  queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'members'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/team/users', { answer: 'teamMembersResponse', signal }).then(({ results }) => results),
  });

export const teamInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'invitations'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/team/invitations', { answer: 'teamInvitesResponse', signal }).then(({ results }) => results),
  });

/** GET /team/search: members whose username or e-mail holds `q`. */
export const searchTeamMembers = (q: string, signal?: AbortSignal) =>
  apiRequest(`/team/search?q=${encodeURIComponent(q)}`, { answer: 'teamMembersResponse', signal }).then(
    ({ results }) => results,
  );

/** POST /teams: the team sign-up payload; the owner is signed in on this host. */
export const signUpTeam = (body: Body<'teamSignUpRequest'>) =>
  apiRequest('/teams', { method: 'POST', body, answer: 'teamSignUpResponse' });

/** GET /team/lookup: 204 when the slug is taken, 404 when it is free (spec/002 §5). */
export async function isTeamSlugTaken(slug: string, signal: AbortSignal): Promise<boolean> {
  try {
    await apiRequest(`/team/lookup?slug=${encodeURIComponent(slug)}`, { signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** POST /session/handoff: the one-time link that signs the person in on the team's own host. */
export const teamHandoffUrl = (to: string) =>
  apiRequest('/session/handoff', { method: 'POST', body: { to }, answer: 'handoffResponse' }).then(({ url }) => url);

export const updateTeam = (team: Body<'teamSettingsRequest'>['team']) =>
  apiRequest('/team', { method: 'PUT', body: { team }, answer: 'teamResponse' }).then(({ team: saved }) => saved);

/** PUT /team/logo: the image's bytes; the server checks and cleans it as any upload. */
export const uploadTeamLogo = (file: Blob) =>
  apiRequest('/team/logo', { method: 'PUT', file, answer: 'teamResponse' }).then(({ team }) => team);

export const removeTeamLogo = () =>
  apiRequest('/team/remove_logo', { method: 'DELETE', answer: 'teamResponse' }).then(({ team }) => team);

export const changeMemberRole = (id: string, role: 'admin' | 'member') =>
  apiRequest(`/team/users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { user: { role } },
    answer: 'teamMemberResponse',
  });

export const deactivateMember = (id: string) =>
  apiRequest(`/team/users/${encodeURIComponent(id)}/deactivate`, { method: 'DELETE', answer: 'teamMemberResponse' });

export const reactivateMember = (id: string) =>
  apiRequest(`/team/users/${encodeURIComponent(id)}/reactivate`, { method: 'POST', answer: 'teamMemberResponse' });

export const deleteMember = (id: string, absorbDecks: boolean) =>
  apiRequest(`/team/users/${encodeURIComponent(id)}`, { method: 'DELETE', body: { absorb_decks: absorbDecks } });

export const sendInvitation = (email: string, role: 'admin' | 'member') =>
  apiRequest('/team/invitations', {
    method: 'POST',
    body: { invitation: { email, team_role: role } },
    answer: 'teamInviteResponse',
  });

export const resendInvitation = (id: string) =>
  apiRequest(`/team/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST', answer: 'teamInviteResponse' });

export const cancelInvitation = (id: string) =>
  apiRequest(`/team/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/invitations/${encodeURIComponent(token)}`, { answer: 'invitationDetailsResponse', signal }).then(
        ({ invitation }) => invitation,
      ),
    retry: false,
  });

/** POST /invitations/{token}: joins the team, signing a new person up with the invited e-mail. */
export const acceptInvitation = (token: string, user?: { username: string; password: string }) =>
  apiRequest(`/invitations/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: user ? { user } : {},
    answer: 'acceptInvitationResponse',
  });

/** GET /team/decks: the team's internal and public decks (members only). */
export const teamDecksQueryOptions = (order: 'newest-first' | 'oldest-first') =>
  queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'decks', order] as const,
    queryFn: ({ signal }) => apiRequest(`/team/decks?order=${order}`, { answer: 'teamDecksResponse', signal }),
  });
