import type { MediaItem, Tag } from '@lectern/contracts';
import { ApiError, apiRequest, type ApiErrorBody } from '../api/client';
import { csrfToken, storeCsrfToken } from '../api/csrf';
import { EXTERNAL_SEARCH_PAGE_SIZE } from './constants';
import type { MediaType } from './upload-rules';

/** The media calls of spec/001 §7, through the API client. */

interface MediaAnswer {
  media: MediaItem;
}

/** Every item of the library or of the trash, page after page. */
export async function fetchAllMedia(hidden: boolean, signal?: AbortSignal): Promise<MediaItem[]> {
  const items: MediaItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiRequest<{ results: MediaItem[]; total: number }>(`/media?page=${page}&hidden=${hidden}`, {
      signal,
    });
    items.push(...answer.results);
    if (answer.results.length === 0 || items.length >= answer.total) return items;
  }
}

export const fetchMedia = (id: string, signal?: AbortSignal) =>
  apiRequest<MediaAnswer>(`/media/${id}`, { signal }).then((answer) => answer.media);

export const createMedia = (type: MediaType, filename: string) =>
  apiRequest<MediaAnswer>('/media', { method: 'POST', body: { media: { type, filename } } }).then(
    (answer) => answer.media,
  );

export const updateMedia = (
  id: string,
  media: { label?: string; inline?: boolean; hidden?: boolean; status?: 'upload_complete' },
) => apiRequest<MediaAnswer>(`/media/${id}`, { method: 'PUT', body: { media } }).then((answer) => answer.media);

export const deleteMedia = (id: string) => apiRequest<void>(`/media/${id}`, { method: 'DELETE' });

export const fetchUsage = (signal?: AbortSignal) =>
  apiRequest<{ bytes: number; limit: number }>('/media/usage', { signal });

/**
 * Sends a file's bytes to its record's `upload_url`. Like every unsafe call it carries the CSRF
 * token, renewed once when the server finds it stale.
 */
export async function uploadFile(url: string, file: Blob, timeoutMs: number): Promise<MediaItem> {
  const send = () =>
    fetch(url, {
      method: 'PUT',
      headers: { accept: 'application/json', 'x-csrf-token': csrfToken() ?? '' },
      credentials: 'include',
      body: file,
      signal: AbortSignal.timeout(timeoutMs),
    });
  let response = await send();
  let answer = await response.json().catch(() => undefined);
  if (response.status === 403 && (answer as ApiErrorBody | undefined)?.error?.code === 'csrf') {
    storeCsrfToken((await apiRequest<{ token: string }>('/csrf')).token);
    response = await send();
    answer = await response.json().catch(() => undefined);
  }
  if (response.ok) return (answer as MediaAnswer).media;
  const body = (answer as ApiErrorBody | undefined)?.error
    ? (answer as ApiErrorBody)
    : { error: { code: `http_${response.status}`, message: response.statusText } };
  throw new ApiError(response.status, body);
}

/** Media tags (spec/001 §7; tags carry the ids of their media in `medias`). */
export const fetchMediaTags = (signal?: AbortSignal) =>
  apiRequest<{ tags: Tag[] }>('/tags?tag_type=media', { signal }).then((answer) => answer.tags);

export const createMediaTag = () =>
  apiRequest<{ tag: Tag }>('/tags?tag_type=media', { method: 'POST' }).then((answer) => answer.tag);

export const renameTag = (id: string, name: string) =>
  apiRequest<{ tag: Tag }>(`/tags/${id}`, { method: 'PUT', body: { tag: { name } } }).then((answer) => answer.tag);

export const deleteTag = (id: string) => apiRequest<void>(`/tags/${id}`, { method: 'DELETE' });

export const tagMedia = (tagId: string, ids: readonly string[], change: 'add' | 'remove') =>
  apiRequest<{ tag: Tag }>(`/tags/${tagId}/${change}_media`, {
    method: change === 'add' ? 'POST' : 'DELETE',
    body: { model_ids: ids },
  }).then((answer) => answer.tag);

/** External media search (spec/001 §7). */
export type SearchSource = 'unsplash' | 'giphy';

export interface SearchResult {
  url: string;
  thumb_url: string;
  webp_thumb_url: string | null;
  width: number;
  height: number;
  download_url: string;
  meta: { creator_name: string | null; profile_url: string | null };
}

export const fetchSearchSources = (signal?: AbortSignal) =>
  apiRequest<{ sources: SearchSource[] }>('/media/search/sources', { signal }).then((answer) => answer.sources);

export function searchExternal(source: SearchSource, term: string, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    q: term,
    type: source,
    limit: String(EXTERNAL_SEARCH_PAGE_SIZE),
    offset: String(offset),
  });
  return apiRequest<{ results: SearchResult[] }>(`/media/search?${query}`, { signal }).then((answer) => answer.results);
}
