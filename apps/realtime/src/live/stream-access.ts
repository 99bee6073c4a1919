import { PUBLISHER_KEY_HEADER, streamStateResponse, type LiveErrorReason, type LiveSettings } from '@lectern/contracts';

export interface Credentials {
  /** The Cookie header of the socket's upgrade request (the session, an unlocked private link). */
  cookie?: string;
  /** A private link's token. */
  token?: string;
  publisherKey?: string;
}

export type StreamAccess =
  | { ok: true; state: string | null; settings: LiveSettings | null; canPublish: boolean }
  | { ok: false; reason: Extract<LiveErrorReason, 'not_found' | 'forbidden' | 'unavailable'> };

export type AskStreamAccess = (deckId: string, credentials: Credentials) => Promise<StreamAccess>;

/**
 * Asks the BFF's GET /decks/{id}/stream with the socket's credentials, so following and
 * publishing obey the same policy as the HTTP calls: the BFF alone decides who sees a deck.
 */
export function streamAccessThroughBff(bffUrl: string): AskStreamAccess {
  const base = bffUrl.replace(/\/$/, '');
  return async (deckId, credentials) => {
    const query = credentials.token ? `?token=${encodeURIComponent(credentials.token)}` : '';
    const headers: Record<string, string> = {};
    if (credentials.cookie) headers.cookie = credentials.cookie;
    if (credentials.publisherKey) headers[PUBLISHER_KEY_HEADER] = credentials.publisherKey;
    let response: Response;
    try {
      response = await fetch(`${base}/api/v1/decks/${encodeURIComponent(deckId)}/stream${query}`, { headers });
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
    if (response.status === 404 || response.status === 400 || response.status === 422)
      return { ok: false, reason: 'not_found' };
    if (response.status === 401 || response.status === 403) return { ok: false, reason: 'forbidden' };
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    const body = streamStateResponse.parse(await response.json());
    return { ok: true, state: body.state, settings: body.settings, canPublish: body.can_publish };
  };
}
