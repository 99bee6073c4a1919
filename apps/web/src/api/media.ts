import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MediaItem, MediaSearchSource, Tag } from '@lectern/contracts';
import { apiRequest, request, type Body } from './client';
import type { MediaLibraryName } from './media-library-name';
import { fetchTags } from './tags';

// The media calls of spec/001 §7 (the libraries, their tags, the external search), their queries and
// the libraries' cache. A library is the signed-in user's own (`/media`) or their team's shared
// media (`/team/media`, "equivalents").

const libraryPath = (library: MediaLibraryName) => (library === 'team' ? '/team/media' : '/media');
const mediaPath = (library: MediaLibraryName, id: string) => `${libraryPath(library)}/${encodeURIComponent(id)}`;
const mediaOf = ({ media }: { media: MediaItem }) => media;

/** Every item of a library or of its trash, page after page (GET /media, GET /team/media). */
export async function fetchAllMedia(
  library: MediaLibraryName,
  hidden: boolean,
  signal?: AbortSignal,
): Promise<MediaItem[]> {
  const items: MediaItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiRequest(`${libraryPath(library)}?page=${page}&hidden=${hidden}`, {
      answer: 'mediaListResponse',
      signal,
    });
    items.push(...answer.results);
    if (answer.results.length === 0 || items.length >= answer.total) return items;
  }
}

/** One item the signed-in user may see, whichever library holds it (GET /media/{id}). */
export const fetchMedia = (id: string, signal?: AbortSignal) =>
  apiRequest(mediaPath('own', id), { answer: 'mediaResponse', signal }).then(mediaOf);

export const createMedia = (library: MediaLibraryName, type: MediaItem['type'], filename: string) =>
  apiRequest(libraryPath(library), {
    method: 'POST',
    body: { media: { type, filename } },
    answer: 'mediaResponse',
  }).then(mediaOf);

/** POST /media/from_url: the server fetches the file at `url` into the library, of the kind `type` when given. */
export const createMediaFromUrl = (library: MediaLibraryName, url: string, type?: MediaItem['type']) =>
  apiRequest(`${libraryPath(library)}/from_url`, {
    method: 'POST',
    body: { media: { url, ...(type ? { type } : {}) } },
    answer: 'mediaResponse',
  }).then(mediaOf);

export const updateMedia = (library: MediaLibraryName, id: string, media: Body<'updateMediaRequest'>['media']) =>
  apiRequest(mediaPath(library, id), { method: 'PUT', body: { media }, answer: 'mediaResponse' }).then(mediaOf);

export const deleteMedia = (library: MediaLibraryName, id: string) =>
  apiRequest(mediaPath(library, id), { method: 'DELETE' });

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
  list: (library: MediaLibraryName, hidden: boolean) =>
    ['media-library', library, 'media', hidden ? 'trash' : 'library'] as const,
  tags: (library: MediaLibraryName) => ['media-library', library, 'tags'] as const,
  usage: ['media-library', 'usage'] as const,
  sources: ['media-library', 'search-sources'] as const,
  search: (source: string, term: string) => ['media-library', 'search', source, term] as const,
};

export const mediaListQueryOptions = (library: MediaLibraryName, hidden: boolean) =>
  queryOptions({
    queryKey: mediaKeys.list(library, hidden),
    queryFn: ({ signal }) => fetchAllMedia(library, hidden, signal),
  });

export const mediaTagsQueryOptions = (library: MediaLibraryName) =>
  queryOptions({ queryKey: mediaKeys.tags(library), queryFn: ({ signal }) => fetchTags('media', signal, library) });

export const usageQueryOptions = () =>
  queryOptions({ queryKey: mediaKeys.usage, queryFn: ({ signal }) => fetchUsage(signal) });

export const searchSourcesQueryOptions = () =>
  queryOptions({
    queryKey: mediaKeys.sources,
    queryFn: ({ signal }) => fetchSearchSources(signal),
    staleTime: Infinity,
  });

/** A library's lists in the cache follow each change at once; the next fetch confirms them. */
export const mediaCache = {
  /** A new or changed item: replaced where it is, or added first to the list it belongs to. */
  put(client: QueryClient, library: MediaLibraryName, item: MediaItem): void {
    for (const hidden of [false, true]) {
      client.setQueryData<MediaItem[]>(mediaKeys.list(library, hidden), (items) => {
        if (!items) return items;
        const rest = items.filter((other) => other.id !== item.id);
        if (item.hidden !== hidden) return rest.length === items.length ? items : rest;
        return items.some((other) => other.id === item.id)
          ? items.map((other) => (other.id === item.id ? item : other))
          : [item, ...items];
      });
    }
  },

  remove(client: QueryClient, library: MediaLibraryName, ids: readonly string[]): void {
    const gone = new Set(ids);
    for (const hidden of [false, true]) {
      client.setQueryData<MediaItem[]>(mediaKeys.list(library, hidden), (items) =>
        items?.filter((item) => !gone.has(item.id)),
      );
    }
  },

  putTag(client: QueryClient, library: MediaLibraryName, tag: Tag): void {
    client.setQueryData<Tag[]>(mediaKeys.tags(library), (tags) =>
      tags?.some((other) => other.id === tag.id)
        ? tags.map((other) => (other.id === tag.id ? tag : other))
        : [...(tags ?? []), tag],
    );
  },

  removeTag(client: QueryClient, library: MediaLibraryName, id: string): void {
    client.setQueryData<Tag[]>(mediaKeys.tags(library), (tags) => tags?.filter((tag) => tag.id !== id));
  },

  refreshUsage(client: QueryClient): Promise<void> {
    return client.invalidateQueries({ queryKey: mediaKeys.usage });
  },
};
