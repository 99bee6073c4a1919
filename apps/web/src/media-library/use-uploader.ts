import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@lectern/contracts';
import { useNotify } from '../notifications/notification-context';
import { mediaCache } from '../api/media';
import type { MediaLibraryName } from '../api/media-library-name';
import { libraryTexts } from './texts';
import { UploadQueue } from './upload-queue';
import { uploadMedia } from './upload-media';
import { checkFile, uploadFailureMessage, type MediaType, type UploadLimits } from './upload-rules';

export interface UploaderOptions {
  limits: UploadLimits;
  accepts: MediaType | 'any';
  /** An upload finished: the item is in the library, being processed. */
  onUploaded?: (item: MediaItem) => void;
}

/** The library's upload queue: files are checked, uploaded two at a time and put in the list. */
export function useUploader(options: UploaderOptions) {
  const client = useQueryClient();
  const notify = useNotify();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const [queue] = useState(
    () =>
      new UploadQueue<{ file: File; library: MediaLibraryName }>({
        upload: async ({ file, library }) => {
          const { limits, accepts, onUploaded } = latest.current;
          const check = checkFile(file, limits, accepts);
          if (!check.ok) throw new Error(check.message);
          try {
            const item = await uploadMedia(library, file, check.type);
            mediaCache.put(client, library, item);
            onUploaded?.(item);
          } catch (error) {
            throw new Error(uploadFailureMessage(error), { cause: error });
          } finally {
            void mediaCache.refreshUsage(client);
          }
        },
      }),
  );
  const entries = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  return {
    entries,
    dismiss: queue.dismiss,
    /** Queues files for a library: each goes to the library it was added to. */
    add(files: readonly File[], library: MediaLibraryName) {
      const { rejected } = queue.add(files.map((file) => ({ file: { file, library }, name: file.name })));
      if (rejected > 0) notify({ type: 'negative', message: libraryTexts.queueFull });
    },
  };
}
