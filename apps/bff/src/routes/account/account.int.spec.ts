import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@lectern/contracts';
import { userStreamId } from '@lectern/domain';
import { newEventId } from '@lectern/event-store';
import { createClient, signUp, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('account edit (PUT /users.json)', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff();
  });
  afterAll(() => bff.close());

  const fieldErrors = (response: Awaited<ReturnType<TestClient['put']>>) => response.json().error?.fields;

  it('needs the current password exactly when the e-mail or the password changes', async () => {
    const client = createClient(bff.app);
    await signUp(client, 'edith', 'first-password');

    // Unchanged e-mail: no password needed.
    expect((await client.put('/users.json', { user: { email: 'edith@example.com' } })).statusCode).toBe(200);

    const noPassword = await client.put('/users.json', { user: { email: 'new@example.com' } });
    expect(noPassword.statusCode).toBe(422);
    expect(fieldErrors(noPassword)).toEqual({ 'user.current_password': [accountMessages.currentPasswordRequired] });
    const wrongPassword = await client.put('/users.json', {
      user: { email: 'new@example.com', current_password: 'not-it' },
    });
    expect(fieldErrors(wrongPassword)).toEqual({ 'user.current_password': [accountMessages.currentPasswordWrong] });
    const changed = await client.put('/users.json', {
      user: { email: 'new@example.com', current_password: 'first-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.email).toBe('new@example.com');

    expect((await client.put('/users.json', { user: { password: 'second-password' } })).statusCode).toBe(422);
    const newPassword = await client.put('/users.json', {
      user: { password: 'second-password', current_password: 'first-password' },
    });
    expect(newPassword.statusCode).toBe(200);
    const signIn = await createClient(bff.app).post('/api/v1/session', {
      user: { login: 'new@example.com', password: 'second-password' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('frees the old e-mail and refuses one another account has', async () => {
    const a = createClient(bff.app);
    await signUp(a, 'owner-a', 'password-a');
    await signUp(createClient(bff.app), 'owner-b', 'password-b');
    const clash = await a.put('/users.json', {
      user: { email: 'OWNER-B@example.com', current_password: 'password-a' },
    });
    expect(fieldErrors(clash)).toEqual({ 'user.email': [accountMessages.emailTaken] });
    await a.put('/users.json', { user: { email: 'moved-a@example.com', current_password: 'password-a' } });
    const reuse = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'owner-c', email: 'owner-a@example.com', password: 'password-c' },
    });
    expect(reuse.statusCode).toBe(201);
  });

  it('ends the other sessions when the password changes, and keeps this one under a new id', async () => {
    const here = createClient(bff.app);
    await signUp(here, 'multi', 'old-password');
    const elsewhere = createClient(bff.app);
    await elsewhere.post('/api/v1/session', { user: { login: 'multi', password: 'old-password' } });
    const before = here.cookie('lectern_session');
    await here.put('/users.json', { user: { password: 'new-password', current_password: 'old-password' } });
    expect(here.cookie('lectern_session')).not.toBe(before);
    expect((await here.get('/api/v1/status')).json().user_signed_in).toBe(true);
    expect((await elsewhere.get('/api/v1/status')).json().user_signed_in).toBe(false);
  });

  it('removes the profile photo without a password, through either call', async () => {
    const client = createClient(bff.app);
    const { user } = await signUp(client, 'photo');
    const setPhoto = async () => {
      const version = await bff.store.streamVersion(userStreamId(user.id));
      const meta = { actorId: user.id, correlationId: newEventId(), causationId: null };
      await bff.store.append(
        userStreamId(user.id),
        [{ id: newEventId(), type: 'UserProfilePhotoSet', data: { url: '/files/photo.png' }, metadata: meta }],
        { expectedVersion: version },
      );
      await expect
        .poll(async () => (await client.get('/api/v1/status')).json().user.thumbnail_url)
        .toBe('/files/photo.png');
    };
    await setPhoto();
    const removed = await client.delete('/api/v1/users/remove_avatar');
    expect(removed.json()).toEqual({ thumbnail_url: null });
    await setPhoto();
    const viaAccount = await client.put('/users.json', { user: { profile_photo: '' } });
    expect(viaAccount.json().user.profile_photo).toBeNull();
  });

  it('is only for the signed-in user', async () => {
    expect((await createClient(bff.app).put('/users.json', { user: { profile_photo: '' } })).statusCode).toBe(401);
    expect((await createClient(bff.app).delete('/api/v1/users/remove_avatar')).statusCode).toBe(401);
  });
});
