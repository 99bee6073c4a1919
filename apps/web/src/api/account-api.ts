import type { AccountUpdateRequest, SessionResponse, SignInRequest, SignUpRequest } from '@lectern/contracts';
import { ApiError, apiRequest, request } from './client';

// The account calls of spec/002 §7. Answers carrying `csrf_token` replace the page's token in `request`.

export const signUp = (user: SignUpRequest['user']) =>
  apiRequest<SessionResponse>('/users', { method: 'POST', body: { user } });

export const signIn = (user: SignInRequest['user']) =>
  apiRequest<SessionResponse>('/session', { method: 'POST', body: { user } });

export const signOut = () => apiRequest<void>('/session', { method: 'DELETE' });

/** GET /users/lookup: 204 when the username is taken, 404 when it is free (spec/002 §5). */
export async function isUsernameTaken(username: string, signal: AbortSignal): Promise<boolean> {
  try {
    await apiRequest<void>(`/users/lookup?username=${encodeURIComponent(username)}`, { signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** PUT /users.json, without the API prefix. */
export const updateAccount = (user: AccountUpdateRequest['user']) =>
  request<SessionResponse>('/users.json', { method: 'PUT', body: { user } });

export const removeAvatar = () =>
  apiRequest<{ thumbnail_url: string | null }>('/users/remove_avatar', { method: 'DELETE' });

export const requestPasswordReset = (email: string) =>
  apiRequest<{ message: string }>('/password', { method: 'POST', body: { user: { email } } });

export const resetPassword = (resetPasswordToken: string, password: string) =>
  apiRequest<SessionResponse>('/password', {
    method: 'PUT',
    body: { user: { reset_password_token: resetPasswordToken, password } },
  });
