import { useEffect, useRef, useState } from 'react';
import { fetchStatus } from '../../api/account';
import { useCurrentUser } from '../../session/session-context';
import { useNow } from '../speaker/use-speaker-timer';
import type { LiveStatus } from './live-connection';
import { LIVE_TEXTS, liveNotice } from './live-notice';

/**
 * The connection's notice over the slides (`live-notice.ts`), its countdown renewed every second.
 * When the attempts stop and the page was opened signed in, it asks whether the session still is.
 */
export function LiveStatusNotice({ status, onRetry }: { status: LiveStatus; onRetry(): void }) {
  const now = useNow();
  const signedOut = useSignedOutAfterTrouble(status);
  const notice = liveNotice(status, now, signedOut);
  const retry = useRef<HTMLButtonElement>(null);
  const retryShown = notice?.retry === true;
  useEffect(() => {
    if (retryShown && document.activeElement === document.body) retry.current?.focus();
  }, [retryShown]);
  return (
    <div className="live-status" role="status" aria-label="Connection" data-status={status.kind}>
      {notice && (
        <div className="live-status__box">
          <p className="live-status__title">{notice.title}</p>
          {notice.detail && <p className="live-status__detail">{notice.detail}</p>}
          {notice.retry && (
            <button ref={retry} type="button" className="button button--primary" onClick={onRetry}>
              {LIVE_TEXTS.retry}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** Whether the session this page was seen signed in with has ended, asked once the connection is in trouble. */
function useSignedOutAfterTrouble(status: LiveStatus): boolean {
  const user = useCurrentUser();
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  const [signedOut, setSignedOut] = useState(false);
  const trouble = status.kind === 'trouble';
  useEffect(() => {
    if (!trouble || !wasSignedIn.current) return;
    const controller = new AbortController();
    fetchStatus(controller.signal)
      .then((answer) => setSignedOut(!answer.user_signed_in))
      .catch(() => undefined);
    return () => controller.abort();
  }, [trouble]);
  return trouble && signedOut;
}
