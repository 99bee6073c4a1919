import { randomBytes } from 'node:crypto';
import { readSignedJson, signJson } from '../signed-json.js';

/** What a hand-off token vouches for: this user may start a session on this host until `expiresAt`. */
export interface Handoff {
  userId: string;
  host: string;
  expiresAt: number;
  /** Makes each token unique, so each can be spent once. */
  nonce: string;
}

/** `payload.signature`: signed with the app's secret, so only this app hands them out. */
export function issueHandoff(secret: string, input: Omit<Handoff, 'nonce'>): string {
  return signJson(secret, 'handoff', { ...input, nonce: randomBytes(16).toString('base64url') });
}

/** The hand-off a token holds when its signature is ours, it is for `host` and still good; else null. */
export function readHandoff(secret: string, token: string, host: string, now: number): Handoff | null {
  const handoff = readSignedJson(secret, 'handoff', token) as Handoff | null;
  if (typeof handoff?.userId !== 'string' || typeof handoff.nonce !== 'string') return null;
  if (handoff.host !== host.toLowerCase() || !(handoff.expiresAt > now)) return null;
  return handoff;
}
