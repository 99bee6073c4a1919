import { collaborationAccessResponse, type EditorErrorReason } from '@lectern/contracts';

export interface Credentials {
  /** The Cookie header of the socket's upgrade request (the session, an unlocked private link). */
  cookie?: string;
  /** A private link's token. */
  token?: string;
}

export type CollaborationAccess =
  | { ok: true; userId: string; canEdit: boolean }
  | { ok: false; reason: Extract<EditorErrorReason, 'not_found' | 'forbidden' | 'unavailable'> };

export type AskCollaborationAccess = (deckId: string, credentials: Credentials) => Promise<CollaborationAccess>;

/**
 * Asks the BFF's GET /decks/{id}/collaboration with the socket's credentials: the policy module
 * there alone decides who may join a deck's editor namespace (whoever may comment on a collaborative deck).
 */
export function collaborationAccessThroughBff(bffUrl: string): AskCollaborationAccess {
  const base = bffUrl.replace(/\/$/, '');
  return async (deckId, credentials) => {
    const query = credentials.token ? `?token=${encodeURIComponent(credentials.token)}` : '';
    let response: Response;
    try {
      response = await fetch(`${base}/api/v1/decks/${encodeURIComponent(deckId)}/collaboration${query}`, {
        headers: credentials.cookie ? { cookie: credentials.cookie } : {},
      });
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
    if ([400, 404, 409, 422].includes(response.status)) return { ok: false, reason: 'not_found' };
    if (response.status === 401 || response.status === 403) return { ok: false, reason: 'forbidden' };
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    const body = collaborationAccessResponse.parse(await response.json());
    return { ok: true, userId: body.user.id, canEdit: body.can_edit };
  };
}
