import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MediaItem, MediaSearchSource, Tag } from '@lectern/contracts';
import { apiRequest, request, type Body } from './client';
import { fetchTags } from './tags';

// The media calls of spec/001 §7 (the library, its tags, the external search), their queries and
// the library's cache.

const mediaPath = (id: string) => `/media/${encodeURIComponent(id)}`;
const mediaOf = ({ media }: { media: MediaItem }) => media;

/** Every item of the library or of the trash, page after page (GET /media). */
export async function fetchAllMedia(hidden: boolean, signal?: AbortSignal): Promise<MediaItem[]> {
  const items: MediaItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiRequest(`/media?page=${page}&hidden=${hidden}`, { answer: 'mediaListResponse', signal });
    items.push(...answer.results);
    if (answer.results.length === 0 || items.length >= answer.total) return items;
  }
}

export const fetchMedia = (id: string, signal?: AbortSignal) =>
  apiRequest(mediaPath(id), { answer: 'mediaResponse', signal }).then(mediaOf);

export const createMedia = (type: MediaItem['type'], filename: string) =>
  apiRequest('/media', { method: 'POST', body: { media: { type, filename } }, answer: 'mediaResponse' }).then(mediaOf);

export const updateMedia = (id: string, media: Body<'updateMediaRequest'>['media']) =>
  apiRequest(mediaPath(id), { method: 'PUT', body: { media }, answer: 'mediaResponse' }).then(mediaOf);

export const deleteMedia = (id: string) => apiRequest(mediaPath(id), { method: 'DELETE' });

export const fetchUsage = (signal?: AbortSignal) =>
  apiRequest('/media/usage', { answer: 'mediaUsageResponse', signal });

/**
 * Sends a file's bytes to its record's `upload_url` (PUT /media/{id}/file). Like every unsafe call
 * it carries the CSRF token, renewed once when the server finds it stale.
 */
export const uploadFile = (url: string, file: Blob, timeoutMs: number) =>
  request(url, { method: 'PUT', file, signal: AbortSignal.timeout(timeoutMs), answer: 'mediaResponse' }).then(mediaOf);

/** GET /media/search/sources: the external sources with keys configured. */
export const fetchSearchSources = (signal?: AbortSignal) =>
  apiRequest('/media/search/sources', { answer: 'mediaSearchSourcesResponse', signal }).then(({ sources }) => sources);

/** GET /media/search: one page of an external source's results. */
export function searchExternal(
  source: MediaSearchSource,
  term: string,
  offset: number,
  limit: number,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ q: term, type: source, limit: String(limit), offset: String(offset) });
  return apiRequest(`/media/search?${query}`, { answer: 'mediaSearchResponse', signal }).then(({ results }) => results);
}

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
  queryOptions({ queryKey: mediaKeys.tags, queryFn: ({ signal }) => fetchTags('media', signal) });

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
