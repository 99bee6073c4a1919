import { useQueryClient } from '@tanstack/react-query';
import { mediaMessages } from '@lectern/domain';
import type { MediaItem } from '@lectern/contracts';
import { ApiError } from '../api/client';
import { genericErrorMessage } from '../errors/generic-error';
import { useNotify } from '../notifications/notification-context';
import { deleteMedia, updateMedia, mediaCache } from '../api/media';
import { tagMedia } from '../api/tags';
import { useLibrarySource } from './library-source';
import { libraryTexts } from './texts';

/** Runs `call` on each id; answers the ids it worked for and whether any failed. */
async function eachOf<T>(ids: readonly string[], call: (id: string) => Promise<T>) {
  const results = await Promise.allSettled(ids.map(call));
  const done = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  return { done, failed: done.length < ids.length };
}

/** What can be done to the media items of the shown library (spec/001 §2, §4), with the notifications of spec/001 §8. */
export function useMediaActions() {
  const client = useQueryClient();
  const notify = useNotify();
  const { name: library } = useLibrarySource();

  /** Soft delete (`hidden`), or restore from the trash. */
  const setHidden = async (ids: readonly string[], hidden: boolean) => {
    const { done, failed } = await eachOf(ids, (id) => updateMedia(library, id, { hidden }));
    for (const item of done) mediaCache.put(client, library, item);
    if (done.length > 0) {
      const count = done.length;
      notify({ type: 'positive', message: hidden ? libraryTexts.movedToTrash(count) : libraryTexts.restored(count) });
    }
    if (failed) notify({ type: 'negative', message: hidden ? libraryTexts.notRemoved : libraryTexts.notRestored });
  };

  return {
    trash: (ids: readonly string[]) => setHidden(ids, true),
    restore: (ids: readonly string[]) => setHidden(ids, false),

    /** Permanent deletion; the storage used is refreshed after it. */
    async destroy(ids: readonly string[]) {
      const { done, failed } = await eachOf(ids, async (id) => {
        await deleteMedia(library, id);
        return id;
      });
      mediaCache.remove(client, library, done);
      void mediaCache.refreshUsage(client);
      if (failed) notify({ type: 'negative', message: libraryTexts.notDeleted });
    },

    /** Answers the problem to show under the field, or null once saved. */
    async rename(item: MediaItem, label: string): Promise<string | null> {
      const trimmed = label.trim();
      if (trimmed === '') return mediaMessages.labelEmpty;
      if (trimmed === item.label) return null;
      try {
        mediaCache.put(client, library, await updateMedia(library, item.id, { label: trimmed }));
        return null;
      } catch (error) {
        const field = error instanceof ApiError ? error.fields?.['media.label']?.[0] : undefined;
        return field ?? genericErrorMessage(error);
      }
    },

    async setInline(item: MediaItem, inline: boolean) {
      try {
        mediaCache.put(client, library, await updateMedia(library, item.id, { inline }));
      } catch (error) {
        notify({ type: 'negative', message: genericErrorMessage(error) });
      }
    },

    async tag(tagId: string, ids: readonly string[], change: 'add' | 'remove') {
      try {
        mediaCache.putTag(client, library, await tagMedia(library, tagId, ids, change));
      } catch (error) {
        notify({ type: 'negative', message: genericErrorMessage(error) });
      }
    },
  };
}
