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

export class MediaSearchError extends Error {
  override readonly name = 'MediaSearchError';
}

/** GET a provider's JSON with a deadline; the base URL is configuration, never user input. */
export async function fetchJson(url: URL, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(10_000),
    redirect: 'error',
  });
  if (!response.ok) throw new MediaSearchError(`${url.host} answered ${response.status}`);
  return response.json();
}
