import { useQuery } from '@tanstack/react-query';
import type { MediaItem, Tag } from '@lectern/contracts';
import { mediaListQueryOptions, mediaTagsQueryOptions } from '../api/media';
import { useLibrarySource } from './library-source';
import { libraryTexts } from './texts';

export type LibraryData =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'loaded'; library: MediaItem[]; trash: MediaItem[]; tags: Tag[] };

/**
 * spec/001 §4 "Library load": loading, failed with a way to try again, or loaded once both the
 * media and the tags are there; a later refresh that fails keeps them. The trash loads alongside;
 * until it does, it counts as empty. The hook reads the library of its panel (`LibrarySourceContext`).
 */
export function useLibraryData(): LibraryData {
  const { name, editable } = useLibrarySource();
  const library = useQuery(mediaListQueryOptions(name, false));
  // A library one may not change has no trash to show.
  const trash = useQuery({ ...mediaListQueryOptions(name, true), enabled: editable });
  const tags = useQuery(mediaTagsQueryOptions(name));

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
