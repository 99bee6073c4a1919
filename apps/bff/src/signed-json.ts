import { isSignature, signature } from './secrets.js';

/**
 * A value the server hands to a browser and reads back unchanged: `payload.signature`, the payload
 * base64url JSON, signed with the app's secret for one `purpose` (a token of one kind never passes
 * for another). Readable by whoever holds it; never put a secret in it.
 */
export function signJson(secret: string, purpose: string, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${signature(secret, `${purpose}:${payload}`)}`;
}

/** The value of a token `signJson` made for `purpose`, or null when it is not one (or was changed). */
export function readSignedJson(secret: string, purpose: string, token: string | undefined): unknown {
  const [payload, sent, ...rest] = (token ?? '').split('.');
  if (!payload || rest.length > 0 || !isSignature(sent, signature(secret, `${purpose}:${payload}`))) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
