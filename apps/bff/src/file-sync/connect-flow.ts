import { createHash, randomBytes } from 'node:crypto';
import { signature } from '../secrets.js';
import { readSignedJson, signJson } from '../signed-json.js';
import { CONNECT_FLOW_TTL_MS } from './constants.js';

/** One way to Dropbox and back: the `state` it carries, and the PKCE pair of its code. */
export interface ConnectFlow {
  state: string;
  /** Sent to Dropbox with the authorization request (S256). */
  codeChallenge: string;
  /** Sent with the code only; derived from the state with the app's secret, so it is kept nowhere. */
  codeVerifier: string;
  /** Spent once: a replayed way back finds it spent. */
  nonce: string;
}

/**
 * The OAuth `state` of a Dropbox connection, bound to the session that asked for it: signed
 * with the app's secret for that session id, so a way back in another session (someone else's
 * consent, sent to this person's browser to connect their Lectern to another Dropbox) is refused;
 * it expires after `CONNECT_FLOW_TTL_MS`. Its PKCE verifier is an HMAC of the state under the
 * secret: only this server can redeem the code, and nothing is kept between the two requests.
 */
export function connectFlows(secret: string) {
  const purpose = (sessionId: string) => `file-sync-state:${sessionId}`;
  const flowOf = (state: string, nonce: string): ConnectFlow => {
    const codeVerifier = signature(secret, `file-sync-pkce:${state}`);
    const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
    return { state, codeChallenge, codeVerifier, nonce };
  };
  return {
    start(sessionId: string, now = Date.now()): ConnectFlow {
      const nonce = randomBytes(16).toString('base64url');
      return flowOf(signJson(secret, purpose(sessionId), { nonce, expiresAt: now + CONNECT_FLOW_TTL_MS }), nonce);
    },
    /** The flow `state` names, when it was started by this session and is fresh; null otherwise. */
    resume(sessionId: string, state: string, now = Date.now()): ConnectFlow | null {
      const value = readSignedJson(secret, purpose(sessionId), state) as {
        nonce?: unknown;
        expiresAt?: unknown;
      } | null;
      if (!value || typeof value.nonce !== 'string' || typeof value.expiresAt !== 'number' || value.expiresAt <= now)
        return null;
      return flowOf(state, value.nonce);
    },
  };
}
