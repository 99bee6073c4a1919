import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveClientMessage, LiveServerMessage } from '@lectern/contracts';
import { openLiveConnection, realtimeUrl, type LiveConnection, type LiveStatus } from './live-connection';

type Subscription = Extract<LiveClientMessage, { type: 'live:subscribe' }>;

/**
 * A live connection while the component is mounted (`live-connection.ts`), subscribed as told;
 * a new subscription reconnects. Messages go to the latest `onMessage`.
 */
export function useLiveConnection(subscription: Subscription | null, onMessage: (message: LiveServerMessage) => void) {
  const [status, setStatus] = useState<LiveStatus>({ kind: 'connecting' });
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const connection = useRef<LiveConnection | null>(null);
  const key = subscription === null ? null : JSON.stringify(subscription);

  useEffect(() => {
    if (key === null) return;
    const opened = openLiveConnection({
      url: realtimeUrl(window.location),
      subscription: JSON.parse(key) as Subscription,
      onMessage: (message) => handler.current(message),
      onStatus: setStatus,
    });
    connection.current = opened;
    return () => {
      opened.close();
      connection.current = null;
    };
  }, [key]);

  return {
    status,
    send: useCallback((message: LiveClientMessage) => connection.current?.send(message) ?? false, []),
    retry: useCallback(() => connection.current?.retry(), []),
  };
}
