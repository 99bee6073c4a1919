import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTurnstile } from '@lectern/testing';
import { createTurnstileBotCheck } from '../../bot-check/turnstile.js';
import { createClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('the bot check of sign-up and sign-in (Turnstile)', () => {
  let turnstile: Awaited<ReturnType<typeof startFakeTurnstile>>;
  let bff: TestBff;
  beforeAll(async () => {
    turnstile = await startFakeTurnstile({ secretKey: 'turnstile-secret' });
    bff = await createTestBff({
      botCheck: createTurnstileBotCheck({
        siteKey: 'site-key',
        secretKey: 'turnstile-secret',
        verifyUrl: turnstile.verifyUrl,
        scriptUrl: turnstile.scriptUrl,
      }),
    });
  });
  afterAll(async () => {
    await bff?.close();
    await turnstile?.stop();
  });

  const user = { username: 'bea', email: 'bea@example.com', password: 'secret-password' };

  it('tells the forms which widget to show, and lets the page load its script', async () => {
    const client = createClient(bff.app);
    expect((await client.get('/api/v1/auth/options')).json().bot_check).toEqual({
      provider: 'turnstile',
      site_key: 'site-key',
      script_url: turnstile.scriptUrl,
    });
    const page = await client.get('/users/sign_up');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${turnstile.url};`);
  });

  it('refuses a sign-up without a token, or with one Turnstile does not vouch for, and asks nothing for a forged post', async () => {
    const client = createClient(bff.app);
    const without = await client.post('/api/v1/users', { user });
    expect(without.statusCode).toBe(422);
    expect(without.json().error.fields).toEqual({ bot_check: ['Please confirm that you are not a robot.'] });
    const asked = turnstile.verifications.length;
    expect((await client.post('/api/v1/users', { user, bot_check_token: 'made-up' })).statusCode).toBe(422);
    expect(turnstile.verifications.length).toBe(asked + 1);
    expect((await client.post('/api/v1/users', { user, bot_check_token: 'x' }, { csrf: false })).statusCode).toBe(403);
    expect(turnstile.verifications.length).toBe(asked + 1);
    expect((await client.get('/api/v1/users/lookup?username=bea')).statusCode).toBe(404);
  });

  it('signs up and signs in with a token it vouches for, each token once, from the sender’s address', async () => {
    const client = createClient(bff.app, { remoteAddress: '10.9.8.7' });
    const token = turnstile.issueToken();
    expect((await client.post('/api/v1/users', { user, bot_check_token: token })).statusCode).toBe(201);
    expect(turnstile.verifications.at(-1)).toEqual({
      secret: 'turnstile-secret',
      response: token,
      remoteip: '10.9.8.7',
    });
    const signIn = { user: { login: 'bea', password: 'secret-password' } };
    const again = createClient(bff.app);
    expect((await again.post('/api/v1/session', { ...signIn, bot_check_token: token })).statusCode).toBe(422);
    expect(
      (await again.post('/api/v1/session', { ...signIn, bot_check_token: turnstile.issueToken() })).statusCode,
    ).toBe(200);
  });

  it('refuses, and changes nothing, while Turnstile cannot answer', async () => {
    turnstile.outage();
    const client = createClient(bff.app);
    const refused = await client.post('/api/v1/users', {
      user: { username: 'cal', email: 'cal@example.com', password: 'secret-password' },
      bot_check_token: turnstile.issueToken(),
    });
    expect(refused.statusCode).toBe(500);
    expect((await client.get('/api/v1/users/lookup?username=cal')).statusCode).toBe(404);
  });
});
