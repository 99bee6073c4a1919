import { useEffect, useRef } from 'react';
import type { LiveClientMessage } from '@lectern/contracts';
import { openPresenterChannel, type PresenterChannel } from '../../speaker/presenter-channel';
import { fromTimerWire, toTimerWire, type TimerWireMessage } from '../timer-wire';

/**
 * Between this presenter's speaker views and the other presenters of the deck (a remote): the
 * speaker timer's start, pause, stop, sync and sync requests go both ways (the speaker views keep
 * the rule that a sync applies only when its start is later), and the speaker views are told how
 * many viewers follow, also when one opens.
 */
export function useSpeakerRelay(deckId: string, viewers: number | null, send: (message: LiveClientMessage) => boolean) {
  const channel = useRef<PresenterChannel | null>(null);
  const count = useRef(viewers);
  count.current = viewers;

  useEffect(() => {
    const opened = openPresenterChannel(deckId, (message) => {
      if (message.type === 'hello' && count.current !== null)
        opened.send({ type: 'subscribers', count: count.current });
      else if (message.type === 'timer' || message.type === 'timer-sync' || message.type === 'timer-request-sync')
        send(toTimerWire(message));
    });
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [deckId, send]);

  useEffect(() => {
    if (viewers !== null) channel.current?.send({ type: 'subscribers', count: viewers });
  }, [viewers]);

  return {
    /** A timer message from the server, for this page's speaker views. */
    received(message: TimerWireMessage) {
      const timer = fromTimerWire(message);
      if (timer) channel.current?.send(timer);
    },
  };
}
