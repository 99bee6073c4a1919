import type { LiveClientMessage } from '@lectern/contracts';
import { LIVE_MEDIA_ECHO_SUPPRESSION_MS } from '../constants';

export type MediaMessage = Extract<LiveClientMessage, { type: 'media:play' | 'media:pause' | 'media:seeked' }>;

/** The media events a presenter shares, as their message types. */
export const MEDIA_EVENTS = { play: 'media:play', pause: 'media:pause', seeked: 'media:seeked' } as const;

/** A played position this close to the presenter's is close enough: no seek. */
const SEEK_TOLERANCE_S = 0.5;

/** The block a video or audio element of the slides belongs to. */
export const blockIdOf = (media: Element) => media.closest<HTMLElement>('.sl-block')?.dataset.blockId ?? null;

/** The media element of a block: on the slide shown first (block ids are unique within a slide only), else anywhere. */
function mediaOfBlock(root: ParentNode, blockId: string): HTMLMediaElement | null {
  const selector = `.sl-block[data-block-id="${CSS.escape(blockId)}"] :is(video, audio)`;
  return (
    root.querySelector<HTMLMediaElement>(`.slides section.present ${selector}`) ??
    root.querySelector<HTMLMediaElement>(selector)
  );
}

/**
 * Plays, pauses or seeks a block's media as the presenter did. Where the browser refuses to start
 * sound the audience did not ask for, the media plays muted.
 */
export function applyMediaMessage(root: ParentNode, message: MediaMessage): void {
  const media = mediaOfBlock(root, message.blockID);
  if (!media) return;
  if (Math.abs(media.currentTime - message.currentTime) > SEEK_TOLERANCE_S) media.currentTime = message.currentTime;
  if (message.type === 'media:pause') media.pause();
  if (message.type === 'media:play' && media.paused)
    media.play().catch(() => {
      media.muted = true;
      return media.play().catch(() => undefined);
    });
}

/**
 * Which blocks' own events are echoes: a block whose media was just moved by a received message
 * fires play, pause and seeked events of its own, which must not be sent back for 3 s (spec/001 §4).
 */
export function createEchoSuppression(now: () => number = Date.now) {
  const until = new Map<string, number>();
  return {
    received: (blockId: string) => void until.set(blockId, now() + LIVE_MEDIA_ECHO_SUPPRESSION_MS),
    isEcho: (blockId: string) => (until.get(blockId) ?? -Infinity) > now(),
  };
}
