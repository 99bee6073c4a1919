import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@lectern/contracts';
import { createClient, signUp } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('sessions', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff();
    await signUp(createClient(bff.app), 'grace', 'secret-password');
  });
  afterAll(() => bff.close());

  const status = async (client: ReturnType<typeof createClient>) =>
    (await client.get('/api/v1/status')).json().user_signed_in as boolean;

  it('signs in with the username or the e-mail, and refuses a wrong password with one message for every case', async () => {
    for (const login of ['grace', 'GRACE@example.com']) {
      const client = createClient(bff.app);
      const response = await client.post('/api/v1/session', { user: { login, password: 'secret-password' } });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.username).toBe('grace');
      expect(await status(client)).toBe(true);
    }
    const wrong = await createClient(bff.app).post('/api/v1/session', {
      user: { login: 'grace', password: 'nope-nope' },
    });
    const unknown = await createClient(bff.app).post('/api/v1/session', {
      user: { login: 'nobody', password: 'nope-nope' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'sign_in_failed', message: accountMessages.signInFailed });
    }
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const csrf = await bff.app.inject({ url: '/api/v1/csrf' });
    const response = await bff.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { user: { login: 'grace', password: 'secret-password' } },
      headers: {
        'x-csrf-token': csrf.json().token,
        cookie: csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      },
    });
    const cookie = response.cookies.find((c) => c.name === 'lectern_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(Buffer.from(cookie.value, 'base64url').length).toBe(32);
  });

  it('makes session fixation impossible: the id held before signing in is dead afterwards', async () => {
    const client = createClient(bff.app);
    await client.post('/api/v1/session', { user: { login: 'grace', password: 'secret-password' } });
    const before = client.cookie('lectern_session')!;
    await client.post('/api/v1/session', { user: { login: 'grace', password: 'secret-password' } });
    const after = client.cookie('lectern_session')!;
    expect(after).not.toBe(before);
    expect(await bff.sessions.get(before)).toBeNull();
    const attacker = createClient(bff.app);
    attacker.setCookie('lectern_session', before);
    expect(await status(attacker)).toBe(false);
    // A planted id that was never issued is not adopted either.
    const planted = createClient(bff.app);
    planted.setCookie('lectern_session', 'planted-by-someone-else');
    const plantedSignIn = await planted.post('/api/v1/session', {
      user: { login: 'grace', password: 'secret-password' },
    });
    expect(plantedSignIn.statusCode, plantedSignIn.body).toBe(200);
    expect(planted.cookie('lectern_session')).not.toBe('planted-by-someone-else');
  });

  it('signs out on the server: the cookie no longer works anywhere', async () => {
    const client = createClient(bff.app);
    await client.post('/api/v1/session', { user: { login: 'grace', password: 'secret-password' } });
    const id = client.cookie('lectern_session')!;
    const response = await client.delete('/api/v1/session');
    expect(response.statusCode).toBe(204);
    expect(await bff.sessions.get(id)).toBeNull();
    const replay = createClient(bff.app);
    replay.setCookie('lectern_session', id);
    expect(await status(replay)).toBe(false);
  });
});
