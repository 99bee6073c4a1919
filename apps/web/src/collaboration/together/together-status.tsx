import { useEffect, useState } from 'react';
import type { StreamState } from '../connection';

const TEXTS = {
  connecting: 'Editing together: connecting…',
  connected: 'Editing together: connected',
  reconnecting: 'Editing together: reconnecting…',
  offline: 'Editing together: offline, your changes are kept',
} as const;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Whether what this page types reaches the others now (connected once the page holds the shared
 * document); while it does not, the page keeps it.
 */
export function TogetherStatus({ state, synced }: { state: StreamState; synced: boolean }) {
  const online = useOnline();
  const up = state === 'connected' || state === 'reconnected';
  const shown =
    up && synced ? 'connected' : up || state === 'connecting' ? 'connecting' : online ? 'reconnecting' : 'offline';
  return (
    <p className={`together-status together-status--${shown}`} role="status">
      {TEXTS[shown]}
    </p>
  );
}
