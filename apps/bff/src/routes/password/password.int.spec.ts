import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@lectern/contracts';
import { createClient, signUp } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('password reset', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff();
    await signUp(createClient(bff.app), 'forgetful', 'old-password');
  });
  afterAll(() => bff.close());

  const requestReset = (email: string) => createClient(bff.app).post('/api/v1/password', { user: { email } });
  const tokenFromMail = (text: string) => decodeURIComponent(/reset_password_token=([^\s]+)/.exec(text)![1]!);

  // First: no reset of another test is still being recorded.
  it('records one request after the answer for an address with an account and for one without (the same work)', async () => {
    for (const email of ['forgetful@example.com', 'nobody-at-all@example.com']) {
      await bff.caughtUp();
      const before = await bff.store.headPosition();
      expect((await requestReset(email)).statusCode).toBe(202);
      await expect.poll(() => bff.store.headPosition()).toBeGreaterThan(before);
      await bff.caughtUp();
      const recorded = await bff.store.readAll({ after: before, limit: 10 });
      expect(recorded.map((event) => event.type)).toEqual([
        email.startsWith('forgetful') ? 'UserPasswordResetRequested' : 'UnmatchedPasswordResetRequested',
      ]);
    }
    // Only the account's owner is mailed.
    await expect.poll(() => bff.mails.map((mail) => mail.to)).toEqual(['forgetful@example.com']);
    bff.mails.length = 0;
  });

  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const known = await requestReset('forgetful@example.com');
    const unknown = await requestReset('nobody@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: accountMessages.resetRequested });
    await expect.poll(() => bff.mails.length).toBe(1);
    expect(bff.mails[0]).toMatchObject({ to: 'forgetful@example.com', subject: 'Reset your Lectern password' });
    expect(bff.mails[0]!.text).toContain('http://lectern.test/users/password/edit?reset_password_token=');
  });

  it('sets a new password with the token once, signs in, and ends the other sessions', async () => {
    const elsewhere = createClient(bff.app);
    await elsewhere.post('/api/v1/session', { user: { login: 'forgetful', password: 'old-password' } });
    bff.mails.length = 0;
    await requestReset('FORGETFUL@example.com');
    await expect.poll(() => bff.mails.length).toBe(1);
    const token = tokenFromMail(bff.mails[0]!.text);

    const client = createClient(bff.app);
    const reset = await client.put('/api/v1/password', {
      user: { reset_password_token: token, password: 'brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.username).toBe('forgetful');
    expect((await client.get('/api/v1/status')).json().user_signed_in).toBe(true);
    expect((await elsewhere.get('/api/v1/status')).json().user_signed_in).toBe(false);

    const again = await createClient(bff.app).put('/api/v1/password', {
      user: { reset_password_token: token, password: 'another-password' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ 'user.reset_password_token': [accountMessages.resetTokenInvalid] });
    const oldPassword = await createClient(bff.app).post('/api/v1/session', {
      user: { login: 'forgetful', password: 'old-password' },
    });
    expect(oldPassword.statusCode).toBe(401);
  });

  it('refuses made-up tokens with the same message', async () => {
    for (const token of ['garbage', 'not-a-user.secret', `${'0'.repeat(36)}.x`]) {
      const response = await createClient(bff.app).put('/api/v1/password', {
        user: { reset_password_token: token, password: 'whatever-password' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields['user.reset_password_token']).toEqual([accountMessages.resetTokenInvalid]);
    }
  });

  it('limits reset requests per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestReset('limited@example.com')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
