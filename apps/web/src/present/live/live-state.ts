import type { RevealApi, RevealState } from 'reveal.js';
import type { LiveState } from '@lectern/contracts';

/** The presentation state of a deck as the presenter publishes it, marked with who published it. */
export function liveStateOf(reveal: Pick<RevealApi, 'getState'>, publisherId: string): LiveState {
  const state = reveal.getState();
  return {
    indexh: state.indexh ?? 0,
    indexv: state.indexv ?? 0,
    indexf: state.indexf ?? null,
    paused: state.paused === true,
    overview: state.overview === true,
    publisher_id: publisherId,
  };
}

/** A published state's text read back; null when there is none or it is not one (the server checked it). */
export function readLiveState(text: string | null): LiveState | null {
  if (text === null) return null;
  try {
    const state = JSON.parse(text) as LiveState;
    return typeof state === 'object' && state !== null && Number.isInteger(state.indexh) ? state : null;
  } catch {
    return null;
  }
}

/**
 * Moves a deck to a published state: slide, fragment, pause and overview. A slide without fragments
 * has no fragment index (reveal.js leaves its fragments alone then).
 */
export function applyLiveState(reveal: Pick<RevealApi, 'setState'>, state: LiveState): void {
  reveal.setState({
    indexh: state.indexh,
    indexv: state.indexv ?? 0,
    indexf: state.indexf ?? undefined,
    paused: state.paused === true,
    overview: state.overview === true,
  } as RevealState);
}
