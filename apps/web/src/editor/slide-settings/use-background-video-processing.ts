import { useEffect, useRef } from 'react';
import { slideBackground, type Deck } from '@lectern/deck-format';
import type { ProcessingPoller } from '../../media-library';
import type { EditorApi } from '../editor-context';

/** The media ids of background videos still being transcoded. */
const processingVideos = (deck: Deck): string[] =>
  deck.stacks.flatMap((stack) =>
    stack.slides.flatMap((slide) => {
      const video = slideBackground(slide).video;
      return video?.processing && video.mediaId ? [video.mediaId] : [];
    }),
  );

/**
 * Follows the background videos being transcoded (see backgroundVideoPoller); the poller loads
 * with the first such video, which most decks never have.
 */
export function useBackgroundVideoProcessing(api: EditorApi, deck: Deck): void {
  const poller = useRef<Promise<ProcessingPoller> | null>(null);
  useEffect(() => () => void poller.current?.then((started) => started.stop()), []);
  const key = processingVideos(deck).join(' ');
  useEffect(() => {
    const ids = key.split(' ').filter(Boolean);
    if (ids.length === 0) return;
    poller.current ??= import('./background-video-poller').then((module) => module.backgroundVideoPoller(api));
    void poller.current.then((started) => {
      for (const id of ids) started.watch(id, 'Video');
    });
  }, [key, api]);
}
