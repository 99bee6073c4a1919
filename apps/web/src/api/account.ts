import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AccountUpdateRequest,
  SignInRequest,
  SignUpRequest,
  StatusResponse,
  UserSettings,
} from '@lectern/contracts';
import { ApiError, apiRequest, request } from './client';

// The session and account calls of spec/002 §7 and GET /status. Answers carrying `csrf_token`
// replace the page's token in `request`; the session store follows the status query.

export const STATUS_QUERY_KEY = ['status'] as const;

/** GET /status: whether someone is signed in, and who. */
export const fetchStatus = (signal?: AbortSignal) => apiRequest('/status', { answer: 'statusResponse', signal });

/**
 * The status query (spec/000 §3, §7). The session check (src/session) decides when to ask again;
 * nothing refetches it on its own.
 */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: STATUS_QUERY_KEY,
    queryFn: ({ signal }) => fetchStatus(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Writes saved settings into the signed-in user of the cached status. */
export function putUserSettings(queryClient: QueryClient, settings: UserSettings): void {
  queryClient.setQueryData<StatusResponse>(STATUS_QUERY_KEY, (status) =>
    status?.user ? { ...status, user: { ...status.user, settings } } : status,
  );
}

/** `botCheckToken`: the bot check's token, when one is configured. */
export const signUp = (user: SignUpRequest['user'], botCheckToken?: string) =>
  apiRequest('/users', { method: 'POST', body: { user, bot_check_token: botCheckToken }, answer: 'sessionResponse' });

export const signIn = (user: SignInRequest['user'], botCheckToken?: string) =>
  apiRequest('/session', { method: 'POST', body: { user, bot_check_token: botCheckToken }, answer: 'sessionResponse' });

export const signOut = () => apiRequest('/session', { method: 'DELETE' });

/** GET /users/lookup: 204 when the username is taken, 404 when it is free (spec/002 §5). */
export async function isUsernameTaken(username: string, signal: AbortSignal): Promise<boolean> {
  try {
    await apiRequest(`/users/lookup?username=${encodeURIComponent(username)}`, { signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** PUT /users.json, without the API prefix. */
export const updateAccount = (user: AccountUpdateRequest['user']) =>
  request('/users.json', { method: 'PUT', body: { user }, answer: 'accountUpdateResponse' });

export const removeAvatar = () =>
  apiRequest('/users/remove_avatar', { method: 'DELETE', answer: 'removeAvatarResponse' });

export const requestPasswordReset = (email: string) =>
  apiRequest('/password', { method: 'POST', body: { user: { email } }, answer: 'passwordResetRequestResponse' });

export const resetPassword = (resetPasswordToken: string, password: string) =>
  apiRequest('/password', {
    method: 'PUT',
    body: { user: { reset_password_token: resetPasswordToken, password } },
    answer: 'sessionResponse',
  });
