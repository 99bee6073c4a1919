import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals values the server keeps but must not keep readable (a person's tokens at a provider, in
 * the event log and wherever the log is copied): AES-256-GCM under a key derived with HKDF-SHA256
 * from the app's secret for one `purpose`, so a value sealed for one purpose never opens for
 * another and the secret itself is never the key. `v1.iv.ciphertext.tag`, each part base64url.
 */
export function createSealer(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `lectern sealed-json ${purpose}`, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(value: unknown): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [VERSION, iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The value `seal` sealed for this purpose under this secret; null for anything else (another secret, a change). */
    open(sealed: string): unknown {
      const [version, iv, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length > 0)
        return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        }).setAAD(aad);
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
