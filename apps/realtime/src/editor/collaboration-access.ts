import { collaborationAccessResponse, type EditorErrorReason } from '@lectern/contracts';

export interface Credentials {
  /** The Cookie header of the socket's upgrade request (the session, an unlocked private link). */
  cookie?: string;
  /** A private link's token. */
  token?: string;
}

/** The answer shows the log at least up to this position (the event that had the access asked again). */
export interface AccessAfter {
  after?: number;
}

export type CollaborationAccess =
  | { ok: true; userId: string; canEdit: boolean; editTogether: boolean }
  | { ok: false; reason: Extract<EditorErrorReason, 'not_found' | 'forbidden' | 'unavailable'> };

export type AskCollaborationAccess = (
  deckId: string,
  credentials: Credentials,
  options?: AccessAfter,
) => Promise<CollaborationAccess>;

/**
 * Asks the BFF's GET /decks/{id}/collaboration with the socket's credentials: the policy module
 * there alone decides who may join a deck's editor namespace (whoever may comment on a collaborative deck).
 */
export function collaborationAccessThroughBff(bffUrl: string): AskCollaborationAccess {
  const base = bffUrl.replace(/\/$/, '');
  return async (deckId, credentials, options = {}) => {
    const query = new URLSearchParams();
    if (credentials.token) query.set('token', credentials.token);
    if (options.after !== undefined) query.set('after', String(options.after));
    const search = query.size > 0 ? `?${query}` : '';
    let response: Response;
    try {
      response = await fetch(`${base}/api/v1/decks/${encodeURIComponent(deckId)}/collaboration${search}`, {
        headers: credentials.cookie ? { cookie: credentials.cookie } : {},
      });
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
    if ([400, 404, 409, 422].includes(response.status)) return { ok: false, reason: 'not_found' };
    if (response.status === 401 || response.status === 403) return { ok: false, reason: 'forbidden' };
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    const body = collaborationAccessResponse.parse(await response.json());
    return { ok: true, userId: body.user.id, canEdit: body.can_edit, editTogether: body.edit_together };
  };
}
