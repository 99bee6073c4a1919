import { useEffect, useRef } from 'react';
import type { RevealApi } from 'reveal.js';
import type { LiveClientMessage, LiveState } from '@lectern/contracts';
import { LIVE_PUBLISH_THROTTLE_MS } from '../../constants';
import { STATE_EVENTS } from '../../state-events';
import { applyLiveState, liveStateOf } from '../live-state';
import { throttle } from '../throttle';

/**
 * The presenter's side of the state (spec/001 §4): once `live` (the presenter started), every slide
 * change, fragment shown or hidden, overview, pause and resume is published, at most every 200 ms.
 * Until then the audience waits for the presenter. A state that could not be sent
 * while the connection was down is sent once it is back (`republish`). A state published by
 * another presenter of the deck (a remote) moves this deck without being published back.
 */
export function useStatePublishing(
  reveal: RevealApi | null,
  publisherId: string,
  live: boolean,
  send: (message: LiveClientMessage) => boolean,
) {
  const following = useRef(false);
  const stalled = useRef(false);
  const publishNow = useRef<() => void>(() => undefined);
  /** A state to follow once the deck is ready. */
  const pending = useRef<LiveState | null>(null);

  const apply = (deck: RevealApi, state: LiveState) => {
    following.current = true;
    try {
      applyLiveState(deck, state);
    } finally {
      following.current = false;
    }
  };

  useEffect(() => {
    if (!reveal) return;
    if (pending.current) apply(reveal, pending.current);
    pending.current = null;
    if (!live) return;
    const publish = throttle(() => {
      const state = JSON.stringify(liveStateOf(reveal, publisherId));
      stalled.current = !send({ type: 'live:state', state });
    }, LIVE_PUBLISH_THROTTLE_MS);
    publishNow.current = () => {
      publish.cancel();
      stalled.current = false;
      publish();
    };
    const moved = () => {
      if (!following.current) publish();
    };
    STATE_EVENTS.forEach((event) => reveal.on(event, moved));
    publish();
    return () => {
      STATE_EVENTS.forEach((event) => reveal.off(event, moved));
      publish.cancel();
      publishNow.current = () => undefined;
    };
  }, [reveal, publisherId, live, send]);

  return {
    /** After (re)subscribing: publishes the deck's state now, stalled or not. */
    republish: () => publishNow.current(),
    /** Whether a state is waiting for the connection. */
    stalled: () => stalled.current,
    /** Moves the deck to another presenter's state, without publishing it again. */
    follow(state: LiveState) {
      if (state.publisher_id === publisherId) return;
      if (reveal) apply(reveal, state);
      else pending.current = state;
    },
  };
}
