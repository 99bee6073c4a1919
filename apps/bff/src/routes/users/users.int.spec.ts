import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, defaultUserSettings } from '@lectern/contracts';
import { userStreamId } from '@lectern/domain';
import { createMemoryRateLimiter } from '@lectern/rate-limit';
import { createClient, signUp } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('sign-up and users', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff();
  });
  afterAll(() => bff.close());

  it('signs up and signs in at once, lowercasing the username, with the default settings', async () => {
    const client = createClient(bff.app);
    const response = await client.post('/api/v1/users', {
      user: { username: 'Ada_L', email: 'Ada@Example.com', password: 'secret-password' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      username: 'ada_l',
      email: 'Ada@Example.com',
      account_type: 'default',
      thumbnail_url: null,
      settings: defaultUserSettings,
    });
    expect(body.csrf_token).toMatch(/^[\w-]{43}$/);
    const status = (await client.get('/api/v1/status')).json();
    expect(status).toMatchObject({ user_signed_in: true, user: { username: 'ada_l' } });
    expect(JSON.stringify(status)).not.toMatch(/scrypt|password/);
  });

  it('records the newsletter choice of the registration options, no choice meaning none', async () => {
    const subscriberOf = async (user: Record<string, unknown>) => {
      const response = await createClient(bff.app).post('/api/v1/users', { user });
      const [signedUp] = await bff.store.readStream(userStreamId(response.json().user.id));
      return (signedUp!.data as { emailSubscriber?: boolean }).emailSubscriber;
    };
    const password = 'secret-password';
    expect(await subscriberOf({ username: 'news-yes', email: 'y@example.com', password, email_subscriber: true })).toBe(
      true,
    );
    expect(await subscriberOf({ username: 'news-no', email: 'n@example.com', password })).toBe(false);
  });

  it('answers 422 with the spec messages per field', async () => {
    const response = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'a', email: 'not-an-email', password: '123' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      'user.username': [accountMessages.usernameTooShort],
      'user.email': [accountMessages.email],
      'user.password': [accountMessages.passwordTooShort],
    });
    const spaces = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'a b', email: 'ab@example.com', password: 'secret-password' },
    });
    expect(spaces.json().error.fields['user.username']).toEqual([accountMessages.usernameSpaces]);
    const characters = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'a.b', email: 'ab@example.com', password: 'secret-password' },
    });
    expect(characters.json().error.fields['user.username']).toEqual([accountMessages.usernameCharacters]);
  });

  it('refuses a taken username, a taken e-mail (any case) and a reserved name, and frees the name of a refused sign-up', async () => {
    await signUp(createClient(bff.app), 'taken');
    const sameName = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'TAKEN', email: 'other@example.com', password: 'secret-password' },
    });
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json().error.fields['user.username']).toEqual([accountMessages.usernameTaken[0]]);
    const sameEmail = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'fresh', email: 'TAKEN@example.com', password: 'secret-password' },
    });
    expect(sameEmail.json().error.fields['user.email']).toEqual([accountMessages.emailTaken]);
    // The refused sign-up claimed "fresh" first; it must be free again.
    expect((await bff.app.inject({ url: '/api/v1/users/lookup?username=fresh' })).statusCode).toBe(404);
    const reserved = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'pricing', email: 'p@example.com', password: 'secret-password' },
    });
    expect(reserved.statusCode).toBe(422);
  });

  it('answers the username lookup with 204 when taken or reserved and 404 when free', async () => {
    await signUp(createClient(bff.app), 'looked');
    const lookup = async (username: string) =>
      (await bff.app.inject({ url: `/api/v1/users/lookup?username=${username}` })).statusCode;
    expect(await lookup('looked')).toBe(204);
    expect(await lookup('Looked')).toBe(204);
    expect(await lookup('account')).toBe(204);
    expect(await lookup('nobody-here')).toBe(404);
  });

  it('shows a user publicly by id or username, without private fields', async () => {
    const { user } = await signUp(createClient(bff.app), 'public');
    for (const key of [user.id, 'public']) {
      const response = await bff.app.inject({ url: `/api/v1/users/${key}` });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().user).sort()).toEqual([
        'account_type',
        'id',
        'name',
        'thumbnail_url',
        'username',
      ]);
    }
    expect((await bff.app.inject({ url: '/api/v1/users/missing-user' })).statusCode).toBe(404);
  });

  it('keeps and changes one setting at a time, for the signed-in user only', async () => {
    const client = createClient(bff.app);
    await signUp(client, 'settingsuser');
    expect((await client.get('/api/v1/user_settings')).json().user_settings).toEqual(defaultUserSettings);
    const updated = await client.put('/api/v1/user_settings', { user_settings: { default_deck_tag_id: 'tag-1' } });
    expect(updated.json().user_settings.default_deck_tag_id).toBe('tag-1');
    expect(
      (await client.put('/api/v1/user_settings', { user_settings: { speaker_theme: 'light', present_notes: false } }))
        .statusCode,
    ).toBe(422);
    expect((await client.put('/api/v1/user_settings', { user_settings: { speaker_theme: 'purple' } })).statusCode).toBe(
      422,
    );
    expect((await createClient(bff.app).get('/api/v1/user_settings')).statusCode).toBe(401);
  });
});

describe('sign-up rate limit', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff({ rateLimiter: createMemoryRateLimiter() });
  });
  afterAll(() => bff.close());

  it('answers 429 after too many sign-ups from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await createClient(bff.app, { remoteAddress: '10.2.2.2' }).post('/api/v1/users', {
            user: { username: 'crowdname', email: `crowd${i}@example.com`, password: 'secret-password' },
          })
        ).statusCode,
      );
    }
    // Every sign-up that passed the CSRF check and the body's shape counts, taken names too.
    expect(statuses.slice(0, 10)).toEqual([201, ...Array(9).fill(422)]);
    expect(statuses[10]).toBe(429);
  });

  it('tells whether an e-mail is taken five times an hour at most, from any address and by any sign-up', async () => {
    const attempt = (username: string, email: string, n: number) =>
      n % 2 === 0
        ? createClient(bff.app).post('/api/v1/users', { user: { username, email, password: 'secret-password' } })
        : createClient(bff.app).post('/api/v1/teams', {
            team: { name: `Probe ${n}`, slug: `probe${n}` },
            user: { username, email, password: 'secret-password' },
            subscription: { billing_period: 'monthly' },
          });
    const statuses = async (username: (n: number) => string, email: (n: number) => string) => {
      const answers: number[] = [];
      for (let n = 0; n < 6; n++) answers.push((await attempt(username(n), email(n), n)).statusCode);
      return answers;
    };
    // The sign-up that takes the address is the first of its five; in any case, from six addresses.
    const taken = await statuses(
      (n) => (n === 0 ? 'probed' : `prober${n}`),
      (n) => (n % 2 ? 'PROBED@example.com' : 'probed@example.com'),
    );
    expect(taken).toEqual([201, 422, 422, 422, 422, 429]);
    // An address nobody has is counted the same way: after five, the answer no longer says anything.
    const untaken = await statuses(
      () => 'probed',
      () => 'unclaimed@example.com',
    );
    expect(untaken).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('sign-up on an instance whose operator set DEFAULT_PLAN', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff({ defaultPlan: 'pro' });
  });
  afterAll(() => bff.close());

  it('starts new accounts on that plan, as set by an administrator', async () => {
    const response = await createClient(bff.app).post('/api/v1/users', {
      user: { username: 'grace', email: 'grace@example.com', password: 'secret-password' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ account_type: 'pro', manually_upgraded: true });
  });
});
