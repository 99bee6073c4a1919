import { useQuery } from '@tanstack/react-query';
import type { MediaItem, Tag } from '@lectern/contracts';
import { mediaListQueryOptions, mediaTagsQueryOptions } from '../api/media';
import { libraryTexts } from './texts';

export type LibraryData =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'loaded'; library: MediaItem[]; trash: MediaItem[]; tags: Tag[] };

/**
 * spec/001 §4 "Library load": loading, failed with a way to try again, or loaded once both the
 * media and the tags are there; a later refresh that fails keeps them. The trash loads alongside;
 * until it does, it counts as empty.
 */
export function useLibraryData(): LibraryData {
  const library = useQuery(mediaListQueryOptions(false));
  const trash = useQuery(mediaListQueryOptions(true));
  const tags = useQuery(mediaTagsQueryOptions());

  if (library.data && tags.data) {
    return { status: 'loaded', library: library.data, trash: trash.data ?? [], tags: tags.data };
  }
  if (library.isError || tags.isError) {
    return {
      status: 'failed',
      message: library.isError ? libraryTexts.mediaLoadFailed : libraryTexts.tagsLoadFailed,
      retry: () => {
        for (const query of [library, trash, tags]) if (query.isError) void query.refetch();
      },
    };
  }
  return { status: 'loading' };
}
