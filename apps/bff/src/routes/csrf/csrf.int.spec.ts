import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, signUp } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('CSRF protection', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff();
  });
  afterAll(() => bff.close());

  const lookup = async (username: string) =>
    (await bff.app.inject({ url: `/api/v1/users/lookup?username=${username}` })).statusCode;

  it('refuses an unsafe request without a token with 403, and changes nothing', async () => {
    const response = await createClient(bff.app).post(
      '/api/v1/users',
      { user: { username: 'mallory', email: 'm@example.com', password: 'secret-password' } },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf');
    expect(await lookup('mallory')).toBe(404);
  });

  it("refuses another browser's token", async () => {
    const victim = createClient(bff.app);
    const stolen = await victim.refreshCsrf();
    const attacker = createClient(bff.app);
    await attacker.refreshCsrf();
    const response = await bff.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { user: { username: 'mallory2', email: 'm2@example.com', password: 'secret-password' } },
      headers: { 'x-csrf-token': stolen, cookie: `lectern_csrf=${attacker.cookie('lectern_csrf')}` },
    });
    expect(response.statusCode).toBe(403);
    expect(await lookup('mallory2')).toBe(404);
  });

  it('retires the pre-sign-in token once the session changes', async () => {
    const client = createClient(bff.app);
    const before = await client.refreshCsrf();
    const { user } = await signUp(client, 'csrfuser');
    const stale = await bff.app.inject({
      method: 'PUT',
      url: '/api/v1/user_settings',
      payload: { user_settings: { speaker_theme: 'light' } },
      headers: {
        'x-csrf-token': before,
        cookie: `lectern_csrf=${client.cookie('lectern_csrf')}; lectern_session=${client.cookie('lectern_session')}`,
      },
    });
    expect(stale.statusCode).toBe(403);
    const fresh = await client.put('/api/v1/user_settings', { user_settings: { speaker_theme: 'light' } });
    expect(fresh.statusCode).toBe(200);
    expect(user.username).toBe('csrfuser');
  });

  it('puts the token in the page for the web app', async () => {
    const client = createClient(bff.app);
    const page = await client.get('/users/sign_in');
    const token = /<meta name="csrf-token" content="([\w-]+)">/.exec(page.body)?.[1];
    expect(token).toBe(await client.refreshCsrf());
  });
});
