import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { statusQueryOptions } from '../api/account';
import { SESSION_CHECK_INTERVAL_MS } from '../ui/constants';
import { onSignInElsewhere } from './session-channel';
import { useSessionState, useSessionStore } from './session-context';
import { SessionExpiredDialog } from './session-expired-dialog';

/**
 * The session check (spec/000 §4, spec/001 §2): while the page is signed in, the status is asked
 * every SESSION_CHECK_INTERVAL_MS and whenever the window comes back; a lost session opens the
 * 'Session expired' popup, which closes once a check finds the user signed in again. A sign-in
 * in another tab makes every tab check at once.
 */
export function SessionCheck() {
  const session = useSessionStore();
  const { user, popupOpen } = useSessionState();
  const signedIn = user !== null;
  const { refetch, isFetching } = useQuery({
    ...statusQueryOptions(),
    refetchInterval: signedIn ? SESSION_CHECK_INTERVAL_MS : false,
  });
  const recheck = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);

  useEffect(() => onSignInElsewhere(recheck), [recheck]);

  useEffect(() => {
    if (!signedIn) return;
    const recheckWhenVisible = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheckWhenVisible);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheckWhenVisible);
    };
  }, [signedIn, recheck]);

  return (
    <SessionExpiredDialog
      open={popupOpen}
      retrying={isFetching}
      onIgnore={() => session.dispatch({ type: 'ignored' })}
      onRetry={() => void refetch()}
    />
  );
}
