import { fetchJson, type ExternalMedia, type MediaSearchSource } from './source.js';

interface GiphyImage {
  url: string;
  webp?: string;
  width: string;
  height: string;
}

interface GiphyGif {
  images: { original: GiphyImage; fixed_width: GiphyImage };
  user?: { display_name?: string; profile_url?: string };
}

/** GIPHY's search API (`GET /v1/gifs/search?api_key=...`). */
export function createGiphySource(options: { apiKey: string; baseUrl?: string }): MediaSearchSource {
  const base = options.baseUrl ?? 'https://api.giphy.com';
  return {
    name: 'giphy',
    async search(query, { limit, offset }) {
      const url = new URL('/v1/gifs/search', base);
      url.searchParams.set('api_key', options.apiKey);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('offset', String(offset));
      url.searchParams.set('rating', 'g');
      const body = (await fetchJson(url)) as { data?: GiphyGif[] };
      return (body.data ?? []).map((gif): ExternalMedia => ({
        url: gif.images.original.url,
        thumb_url: gif.images.fixed_width.url,
        webp_thumb_url: gif.images.fixed_width.webp ?? null,
        width: Number(gif.images.original.width),
        height: Number(gif.images.original.height),
        download_url: gif.images.original.url,
        meta: { creator_name: gif.user?.display_name ?? null, profile_url: gif.user?.profile_url ?? null },
      }));
    },
  };
}
