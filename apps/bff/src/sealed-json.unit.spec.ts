import { describe, expect, it } from 'vitest';
import { createSealer } from './sealed-json.js';

const SECRET = 'a-session-secret-of-at-least-thirty-two-characters';

describe('sealed values', () => {
  const sealer = createSealer(SECRET, 'file-sync-credentials');

  it('open to what was sealed, and show nothing of it', () => {
    const value = { accessToken: 'sl.secret-access', refreshToken: 'secret-refresh' };
    const sealed = sealer.seal(value);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('secret');
    expect(sealer.open(sealed)).toEqual(value);
    // A fresh IV each time: the same value never seals the same way twice.
    expect(sealer.seal(value)).not.toBe(sealed);
  });

  it('do not open under another secret or purpose, nor once changed', () => {
    const sealed = sealer.seal({ token: 't' });
    expect(createSealer(`${SECRET}!`, 'file-sync-credentials').open(sealed)).toBeNull();
    expect(createSealer(SECRET, 'another-purpose').open(sealed)).toBeNull();
    const [version, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0]! ^= 1;
    expect(sealer.open([version, iv, flipped.toString('base64url'), tag].join('.'))).toBeNull();
    expect(sealer.open('not sealed')).toBeNull();
    expect(sealer.open(`v2.${iv}.${body}.${tag}`)).toBeNull();
  });
});
