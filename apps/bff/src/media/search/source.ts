import { fetchJson as fetchBoundedJson } from '../../external/fetch-json.js';

/** One result of an external media search (spec/001 §3 "Search result"). */
export interface ExternalMedia {
  url: string;
  thumb_url: string;
  webp_thumb_url: string | null;
  width: number;
  height: number;
  download_url: string;
  meta: { creator_name: string | null; profile_url: string | null };
}

export interface MediaSearchSource {
  name: 'unsplash' | 'giphy';
  search(query: string, options: { limit: number; offset: number }): Promise<ExternalMedia[]>;
}

/** A search answer is small: a page of results. */
const SEARCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 };

/** GET a provider's JSON within the search's limits; a failure is a `ProviderError`. */
export const fetchJson = (url: URL, headers: Record<string, string> = {}) =>
  fetchBoundedJson(url, SEARCH_LIMITS, headers);
