import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './testing/client.js';
import { createTestBff, type TestBff } from './testing/harness.js';

describe('security headers and cookies', () => {
  let plain: TestBff;
  let tls: TestBff;
  beforeAll(async () => {
    plain = await createTestBff();
    tls = await createTestBff({ secure: true });
  });
  afterAll(async () => {
    await plain.close();
    await tls.close();
  });

  it('sends a strict CSP, refuses framing, and sets nosniff and a referrer policy on app pages', async () => {
    const page = await plain.app.inject({ url: '/alice' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('over TLS uses Secure __Host- cookies and HSTS', async () => {
    const client = createClient(tls.app);
    await client.refreshCsrf();
    expect(client.cookie('__Host-lectern_csrf')).toBeDefined();
    const signUp = await client.post('/api/v1/users', {
      user: { username: 'secure', email: 'secure@example.com', password: 'secret-password' },
    });
    const session = signUp.cookies.find((cookie) => cookie.name === '__Host-lectern_session')!;
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.domain).toBeUndefined();
    expect(signUp.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
