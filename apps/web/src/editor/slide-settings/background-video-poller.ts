import { ApiError } from '../../api/client';
import { fetchMedia } from '../../api/media';
import { ProcessingPoller, type PollCheck } from '../../media-library';
import type { EditorApi } from '../editor-context';

/**
 * Polls background videos media-service is transcoding (spec/001 §4): once one is done its
 * transcoded file and thumbnail replace the upload; when it fails, or is gone, the slides lose
 * that background.
 */
export function backgroundVideoPoller(api: EditorApi): ProcessingPoller {
  const done = new Map<string, { src: string; thumb: string | null }>();
  const check = async (id: string): Promise<PollCheck> => {
    try {
      const item = await fetchMedia(id);
      if (item.status === 'complete' && item.url) done.set(id, { src: item.url, thumb: item.thumb_url });
      return item.status;
    } catch (error) {
      return error instanceof ApiError && error.status === 404 ? 'gone' : 'unreachable';
    }
  };
  return new ProcessingPoller(check, (mediaId, outcome) => {
    const finished = done.get(mediaId);
    if (outcome === 'complete' && finished) void api.run('settleBackgroundVideo', { mediaId, done: finished });
    if (outcome === 'error' || outcome === 'gone') void api.run('settleBackgroundVideo', { mediaId, done: null });
  });
}
