import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@lectern/contracts';
import { ApiError } from '../api/client';
import { useNotify } from '../notifications/notification-context';
import { fetchMedia, mediaCache } from '../api/media';
import { isProcessing, ProcessingPoller, type PollCheck } from './processing-poll';
import { useLibrarySource } from './library-source';
import { libraryTexts } from './texts';

/**
 * Follows the items being processed until they are done (spec/001 §4): each check updates the
 * item in the list; a failed or vanished item leaves the list, and the storage used is refreshed.
 */
export function useProcessingPolls(items: readonly MediaItem[]): void {
  const client = useQueryClient();
  const notify = useNotify();
  const { name: library } = useLibrarySource();
  const [poller] = useState(() => {
    const check = async (id: string): Promise<PollCheck> => {
      try {
        const item = await fetchMedia(id);
        mediaCache.put(client, library, item);
        return item.status;
      } catch (error) {
        return error instanceof ApiError && error.status === 404 ? 'gone' : 'unreachable';
      }
    };
    return new ProcessingPoller(check, (id, outcome) => {
      if (outcome === 'error' || outcome === 'gone') mediaCache.remove(client, library, [id]);
      if (outcome === 'error') notify({ type: 'negative', message: libraryTexts.uploadFailed });
      if (outcome !== 'timeout') void mediaCache.refreshUsage(client);
    });
  });

  useEffect(() => () => poller.stop(), [poller]);
  useEffect(() => {
    for (const item of items) if (isProcessing(item)) poller.watch(item.id, item.type);
  }, [items, poller]);
}
