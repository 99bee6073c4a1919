import type { CurrentUser, StatusResponse } from '@lectern/contracts';

/** What the page knows of the session (spec/000 §4, spec/001 §2 "Session expired"). */
export interface SessionState {
  /** False until the first status answer, or its failure, arrives. */
  readonly known: boolean;
  /**
   * Who the page is signed in as. It stays when a check finds the session lost, so the page can
   * carry on once the user signs in again; only signing out here forgets it.
   */
  readonly user: CurrentUser | null;
  /** The 'Session expired' popup is open. */
  readonly popupOpen: boolean;
}

export type SessionEvent =
  /** A status answer: from a check, or written after signing in or editing the account. */
  | { type: 'status'; status: StatusResponse }
  /** The status could not be read at all. */
  | { type: 'status-failed' }
  /** The user signed out on this page. */
  | { type: 'signed-out' }
  /** The popup's Ignore: closed until a check finds the session lost again. */
  | { type: 'ignored' };

export const initialSessionState: SessionState = { known: false, user: null, popupOpen: false };

const signedOut: SessionState = { known: true, user: null, popupOpen: false };

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'status': {
      const { user } = event.status;
      if (event.status.user_signed_in && user) return { known: true, user, popupOpen: false };
      // The page believes it is signed in, the server does not know the session: it expired.
      return state.user ? { ...state, known: true, popupOpen: true } : signedOut;
    }
    case 'status-failed':
      return state.known ? state : { ...state, known: true };
    case 'signed-out':
      return signedOut;
    case 'ignored':
      return state.popupOpen ? { ...state, popupOpen: false } : state;
  }
}
