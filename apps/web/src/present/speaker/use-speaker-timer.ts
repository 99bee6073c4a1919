import { useCallback, useEffect, useState } from 'react';
import { SPEAKER_TIMER_TICK_MS } from '../constants';
import { IDLE_TIMER, onSlideChange, pauseTimer, startTimer, stopTimer, type SpeakerTimer } from './timer';

/** The time now, renewed every tick while mounted. */
export function useNow(tickMs = SPEAKER_TIMER_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** The speaker timer's state with its transitions bound to the clock. */
export function useSpeakerTimer() {
  const [timer, setTimer] = useState<SpeakerTimer>(IDLE_TIMER);
  return {
    timer,
    start: useCallback(() => setTimer((current) => startTimer(current, Date.now())), []),
    pause: useCallback(() => setTimer((current) => pauseTimer(current, Date.now())), []),
    stop: useCallback(() => setTimer(stopTimer()), []),
    slideChanged: useCallback(() => setTimer((current) => onSlideChange(current, Date.now())), []),
  };
}
