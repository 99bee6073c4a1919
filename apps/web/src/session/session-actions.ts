import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, SessionResponse, StatusResponse } from '@lectern/contracts';
import { signOut, STATUS_QUERY_KEY } from '../api/account';
import { announceSignIn } from './session-channel';
import type { SessionStore } from './session-store';

/** Writes the status answer; a check still under way would overwrite it, so it is cancelled first. */
async function writeStatus(queryClient: QueryClient, status: StatusResponse): Promise<void> {
  await queryClient.cancelQueries({ queryKey: STATUS_QUERY_KEY });
  queryClient.setQueryData<StatusResponse>(STATUS_QUERY_KEY, status);
}

/** The account changed (e-mail, photo): the page shows the new one. */
export function showUser(queryClient: QueryClient, user: CurrentUser): Promise<void> {
  return writeStatus(queryClient, { user_signed_in: true, user });
}

/** After sign-up, sign-in or a password reset: this page is signed in, and other tabs check again. */
export async function startSession(queryClient: QueryClient, { user }: SessionResponse): Promise<void> {
  await showUser(queryClient, user);
  announceSignIn();
}

/** Signs out; the page forgets the user first, so the signed-out answer is no lost session. */
export async function endSession(queryClient: QueryClient, session: SessionStore): Promise<void> {
  await signOut();
  session.dispatch({ type: 'signed-out' });
  await writeStatus(queryClient, { user_signed_in: false });
}
