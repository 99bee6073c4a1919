import { fetchJson, type ExternalMedia, type MediaSearchSource } from './source.js';

interface UnsplashPhoto {
  width: number;
  height: number;
  urls: { regular: string; small: string; thumb: string };
  links: { download_location: string };
  user?: { name?: string; links?: { html?: string } };
}

/** Unsplash's search API (`GET /search/photos`, `Authorization: Client-ID <access key>`). */
export function createUnsplashSource(options: { accessKey: string; baseUrl?: string }): MediaSearchSource {
  const base = options.baseUrl ?? 'https://api.unsplash.com';
  return {
    name: 'unsplash',
    async search(query, { limit, offset }) {
      const url = new URL('/search/photos', base);
      url.searchParams.set('query', query);
      url.searchParams.set('per_page', String(limit));
      url.searchParams.set('page', String(Math.floor(offset / limit) + 1));
      const body = (await fetchJson(url, {
        authorization: `Client-ID ${options.accessKey}`,
        'accept-version': 'v1',
      })) as { results?: UnsplashPhoto[] };
      return (body.results ?? []).map((photo): ExternalMedia => ({
        url: photo.urls.regular,
        thumb_url: photo.urls.small,
        webp_thumb_url: null,
        width: photo.width,
        height: photo.height,
        download_url: photo.links.download_location,
        meta: { creator_name: photo.user?.name ?? null, profile_url: photo.user?.links?.html ?? null },
      }));
    },
  };
}
