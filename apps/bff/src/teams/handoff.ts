import { randomBytes } from 'node:crypto';
import { isSignature, signature } from '../secrets.js';

/** What a hand-off token vouches for: this user may start a session on this host until `expiresAt`. */
export interface Handoff {
  userId: string;
  host: string;
  expiresAt: number;
  /** Makes each token unique, so each can be spent once. */
  nonce: string;
}

const encode = (handoff: Handoff) => Buffer.from(JSON.stringify(handoff)).toString('base64url');

/** `payload.signature`: signed with the app's secret, so only this app hands them out. */
export function issueHandoff(secret: string, input: Omit<Handoff, 'nonce'>): string {
  const payload = encode({ ...input, nonce: randomBytes(16).toString('base64url') });
  return `${payload}.${signature(secret, `handoff:${payload}`)}`;
}

/** The hand-off a token holds when its signature is ours, it is for `host` and still good; else null. */
export function readHandoff(secret: string, token: string, host: string, now: number): Handoff | null {
  const [payload, sent, ...rest] = token.split('.');
  if (!payload || rest.length > 0 || !isSignature(sent, signature(secret, `handoff:${payload}`))) return null;
  let handoff: Handoff;
  try {
    handoff = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Handoff;
  } catch {
    return null;
  }
  if (typeof handoff.userId !== 'string' || typeof handoff.nonce !== 'string') return null;
  if (handoff.host !== host.toLowerCase() || !(handoff.expiresAt > now)) return null;
  return handoff;
}
