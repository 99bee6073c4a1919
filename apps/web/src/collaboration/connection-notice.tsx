import { useEffect, useState } from 'react';
import type { CollaborationStream } from './use-collaboration-stream';
import { collaborationTexts as texts } from './texts';
import { LOST_CONNECTION_AFTER_MS } from './timings';

/** 'Lost connection to server' once the stream has been down 6 s, with Retry and a countdown to the next attempt. */
export function ConnectionNotice({ stream }: { stream: CollaborationStream }) {
  const [now, setNow] = useState(() => Date.now());
  const down = stream.downSince !== null;
  useEffect(() => {
    if (!down) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [down]);
  if (stream.downSince === null || now - stream.downSince < LOST_CONNECTION_AFTER_MS) return null;
  const seconds = stream.retryAt === null ? 0 : Math.max(0, Math.ceil((stream.retryAt - now) / 1000));
  return (
    <div className="collab-notice" role="alert">
      <p>
        {texts.lostConnection}
        {seconds > 0 && <span className="collab-notice__countdown"> Retrying in {seconds}s</span>}
      </p>
      <button type="button" className="button button--small" onClick={stream.reconnectNow}>
        {texts.retry}
      </button>
    </div>
  );
}
