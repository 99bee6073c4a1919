import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The session secret of an embedded install: generated once, kept (owner-only) in DATA_DIR. */
export async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.resolve(dataDir, 'session-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

/** An HMAC-SHA256 of `message` under `secret`, URL-safe: what the server hands out and later checks. */
export const signature = (secret: string | Buffer, message: string): string =>
  createHmac('sha256', secret).update(message).digest('base64url');

/**
 * Whether a signature a browser sent is the expected one, compared in constant time. Lengths are
 * compared in bytes: a header or cookie may hold any characters, and non-ASCII ones take more.
 */
export function isSignature(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const sentBytes = Buffer.from(sent);
  const expectedBytes = Buffer.from(expected);
  return sentBytes.length === expectedBytes.length && timingSafeEqual(sentBytes, expectedBytes);
}
