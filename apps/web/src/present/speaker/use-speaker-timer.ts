import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEAKER_TIMER_TICK_MS } from '../constants';
import { openPresenterChannel, type PresenterChannel } from './presenter-channel';
import { IDLE_TIMER, onSlideChange, pauseTimer, startTimer, stopTimer, type SpeakerTimer } from './timer';
import { receiveTimerMessage, syncAnswer, type SharedTimer } from './timer-sync';

/** The time now, renewed every tick while mounted. */
export function useNow(tickMs = SPEAKER_TIMER_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}

type Transition = (timer: SpeakerTimer, now: number) => SpeakerTimer;

/**
 * The speaker timer's state with its transitions bound to the clock, shared with the deck's other
 * speaker views over the presenter channel (`timer-sync.ts`). A slide change starts each window's
 * timer on its own: every window sees the change.
 */
export function useSpeakerTimer(deckId: string, timeLimitMinutes: number) {
  const [shared, setShared] = useState<SharedTimer>({ timer: IDLE_TIMER, limit: timeLimitMinutes });
  const latest = useRef(shared);
  const channel = useRef<PresenterChannel | null>(null);

  useEffect(() => {
    latest.current = shared;
  }, [shared]);

  useEffect(() => {
    const opened = openPresenterChannel(deckId, (message) => {
      if (message.type === 'timer-request-sync') {
        const answer = syncAnswer(latest.current);
        if (answer) opened.send(answer);
      } else if (message.type === 'timer' || message.type === 'timer-sync' || message.type === 'timer-limit') {
        setShared((current) => receiveTimerMessage(current, message));
      }
    });
    channel.current = opened;
    opened.send({ type: 'timer-request-sync' });
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [deckId]);

  const broadcast = useCallback((action: 'start' | 'pause' | 'stop', transition: Transition) => {
    const timer = transition(latest.current.timer, Date.now());
    latest.current = { ...latest.current, timer };
    setShared(latest.current);
    channel.current?.send({ type: 'timer', action, timer });
  }, []);

  return {
    timer: shared.timer,
    limit: shared.limit,
    /** The deck's time limit was changed here: every speaker view counts down from it. */
    changeLimit: useCallback((limit: number) => {
      latest.current = { ...latest.current, limit };
      setShared(latest.current);
      channel.current?.send({ type: 'timer-limit', limit });
    }, []),
    start: useCallback(() => broadcast('start', startTimer), [broadcast]),
    pause: useCallback(() => broadcast('pause', pauseTimer), [broadcast]),
    stop: useCallback(() => broadcast('stop', stopTimer), [broadcast]),
    slideChanged: useCallback(
      () => setShared((current) => ({ ...current, timer: onSlideChange(current.timer, Date.now()) })),
      [],
    ),
  };
}
