import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MediaItem, Tag } from '@lectern/contracts';
import { fetchAllMedia, fetchMediaTags, fetchSearchSources, fetchUsage } from './media-api';

export const mediaKeys = {
  list: (hidden: boolean) => ['media-library', 'media', hidden ? 'trash' : 'library'] as const,
  tags: ['media-library', 'tags'] as const,
  usage: ['media-library', 'usage'] as const,
  sources: ['media-library', 'search-sources'] as const,
  search: (source: string, term: string) => ['media-library', 'search', source, term] as const,
};

export const mediaListQueryOptions = (hidden: boolean) =>
  queryOptions({ queryKey: mediaKeys.list(hidden), queryFn: ({ signal }) => fetchAllMedia(hidden, signal) });

export const mediaTagsQueryOptions = () =>
  queryOptions({ queryKey: mediaKeys.tags, queryFn: ({ signal }) => fetchMediaTags(signal) });

export const usageQueryOptions = () =>
  queryOptions({ queryKey: mediaKeys.usage, queryFn: ({ signal }) => fetchUsage(signal) });

export const searchSourcesQueryOptions = () =>
  queryOptions({
    queryKey: mediaKeys.sources,
    queryFn: ({ signal }) => fetchSearchSources(signal),
    staleTime: Infinity,
  });

/** The library's lists in the cache follow each change at once; the next fetch confirms them. */
export const mediaCache = {
  /** A new or changed item: replaced where it is, or added first to the list it belongs to. */
  put(client: QueryClient, item: MediaItem): void {
    for (const hidden of [false, true]) {
      client.setQueryData<MediaItem[]>(mediaKeys.list(hidden), (items) => {
        if (!items) return items;
        const rest = items.filter((other) => other.id !== item.id);
        if (item.hidden !== hidden) return rest.length === items.length ? items : rest;
        return items.some((other) => other.id === item.id)
          ? items.map((other) => (other.id === item.id ? item : other))
          : [item, ...items];
      });
    }
  },

  remove(client: QueryClient, ids: readonly string[]): void {
    const gone = new Set(ids);
    for (const hidden of [false, true]) {
      client.setQueryData<MediaItem[]>(mediaKeys.list(hidden), (items) => items?.filter((item) => !gone.has(item.id)));
    }
  },

  putTag(client: QueryClient, tag: Tag): void {
    client.setQueryData<Tag[]>(mediaKeys.tags, (tags) =>
      tags?.some((other) => other.id === tag.id)
        ? tags.map((other) => (other.id === tag.id ? tag : other))
        : [...(tags ?? []), tag],
    );
  },

  removeTag(client: QueryClient, id: string): void {
    client.setQueryData<Tag[]>(mediaKeys.tags, (tags) => tags?.filter((tag) => tag.id !== id));
  },

  refreshUsage(client: QueryClient): Promise<void> {
    return client.invalidateQueries({ queryKey: mediaKeys.usage });
  },
};
