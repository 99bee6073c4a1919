import { useEffect } from 'react';
import type { RevealApi } from 'reveal.js';
import { jumpToSlideId } from './jump-to-slide';
import { bindPostMessageBridge } from './post-message-bridge';
import type { PresentOptions } from './query-options';

/**
 * What the query options do beyond reveal.js's settings: jump to a slide, serve the postMessage
 * bridge, close a window opened by another after `autoclose`, reload after `autoRefresh`.
 */
export function useOptionBehaviours(deck: RevealApi | null, options: PresentOptions): void {
  const { jumpToSlideID, postMessage, postMessageEvents, autoclose, autoRefresh } = options;

  useEffect(() => {
    if (deck && jumpToSlideID) jumpToSlideId(deck, jumpToSlideID);
  }, [deck, jumpToSlideID]);

  useEffect(() => {
    if (!deck || (!postMessage && !postMessageEvents)) return;
    return bindPostMessageBridge(deck, { commands: postMessage, events: postMessageEvents });
  }, [deck, postMessage, postMessageEvents]);

  useEffect(() => {
    if (!autoclose || !window.opener) return;
    const timer = window.setTimeout(() => window.close(), autoclose);
    return () => window.clearTimeout(timer);
  }, [autoclose]);

  useEffect(() => {
    if (!autoRefresh) return;
    const timer = window.setTimeout(() => window.location.reload(), autoRefresh);
    return () => window.clearTimeout(timer);
  }, [autoRefresh]);
}
