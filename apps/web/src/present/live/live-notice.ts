import { LIVE_LOST_NOTICE_DELAY_MS } from '../constants';
import type { LiveStatus } from './live-connection';

/** What a viewer is told about the connection (spec/001 §4, §8); nothing while all is well. */
export interface LiveNotice {
  title: string;
  /** The countdown to the next attempt, or a hint. */
  detail?: string;
  /** Offers to try again now. */
  retry: boolean;
}

export const LIVE_TEXTS = {
  waiting: 'Waiting for presenter',
  reconnecting: 'Connection lost, attempting to reconnect',
  lost: 'Lost connection to server',
  trouble: "Sorry, we're having trouble connecting. If the problem persists, contact us",
  signedOut: 'Please make sure you are still signed in.',
  retry: 'Retry',
} as const;

const retryingIn = (retryAt: number, now: number) => `Retrying in ${Math.max(1, Math.ceil((retryAt - now) / 1000))}s`;

/**
 * The notice for a status at `now`. A connection lost for less than 10 s is repaired quietly; after
 * that the viewer sees the attempt in progress, or the countdown to the next one with Retry. When
 * the attempts have stopped, the trouble message offers Retry, and asks to sign in again when the
 * session the page was opened with has ended (`signedOut`).
 */
export function liveNotice(status: LiveStatus, now: number, signedOut = false): LiveNotice | null {
  switch (status.kind) {
    case 'connecting':
    case 'connected':
      return null;
    case 'waiting_for_publisher':
      return { title: LIVE_TEXTS.waiting, detail: retryingIn(status.retryAt, now), retry: false };
    case 'connection_lost':
      if (now - status.since < LIVE_LOST_NOTICE_DELAY_MS) return null;
      return status.retryAt === null
        ? { title: LIVE_TEXTS.reconnecting, retry: false }
        : { title: LIVE_TEXTS.lost, detail: retryingIn(status.retryAt, now), retry: true };
    case 'trouble':
      return { title: LIVE_TEXTS.trouble, detail: signedOut ? LIVE_TEXTS.signedOut : undefined, retry: true };
  }
}
