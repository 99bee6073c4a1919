import { useEffect, useRef } from 'react';
import type { RevealApi } from 'reveal.js';
import type { LiveClientMessage } from '@lectern/contracts';
import { applyMediaMessage, blockIdOf, createEchoSuppression, MEDIA_EVENTS, type MediaMessage } from '../media-sync';

const sameMessage = (a: MediaMessage | undefined, b: MediaMessage) =>
  a !== undefined && a.type === b.type && a.currentTime === b.currentTime;

/**
 * The presenter's videos and sounds, shared: playing, pausing and seeking a block's media is sent
 * with the block's id and the time (`media:*`, spec/001 §7). Another presenter's (a remote's) media
 * messages are played here, and the events they cause are not sent back for 3 s; this page's own
 * messages coming back from the server are recognised and left alone.
 */
export function useMediaPublishing(
  reveal: RevealApi | null,
  live: boolean,
  send: (message: LiveClientMessage) => boolean,
) {
  const echoes = useRef(createEchoSuppression());
  const lastSent = useRef(new Map<string, MediaMessage>());

  useEffect(() => {
    const root = reveal?.getRevealElement();
    if (!root || !live) return;
    const onMedia = (event: Event) => {
      const media = event.target;
      if (!(media instanceof HTMLMediaElement)) return;
      const blockId = blockIdOf(media);
      if (!blockId || echoes.current.isEcho(blockId)) return;
      const type = MEDIA_EVENTS[event.type as keyof typeof MEDIA_EVENTS];
      const message: MediaMessage = { type, blockID: blockId, currentTime: media.currentTime };
      lastSent.current.set(blockId, message);
      send(message);
    };
    // Media events do not bubble: they are heard on their way down.
    for (const type of Object.keys(MEDIA_EVENTS)) root.addEventListener(type, onMedia, true);
    return () => {
      for (const type of Object.keys(MEDIA_EVENTS)) root.removeEventListener(type, onMedia, true);
    };
  }, [reveal, live, send]);

  return {
    /** A media message from the server: another presenter's is played here. */
    received(message: MediaMessage) {
      const root = reveal?.getRevealElement();
      if (!root || sameMessage(lastSent.current.get(message.blockID), message)) return;
      echoes.current.received(message.blockID);
      applyMediaMessage(root, message);
    },
  };
}
