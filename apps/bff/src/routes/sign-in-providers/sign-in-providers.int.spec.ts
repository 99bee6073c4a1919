import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId } from '@lectern/domain';
import { startTestOidcProvider, type TestOidcProvider } from '@lectern/testing/oidc-provider';
import { createClient, signUp, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { signUpTeam } from '../../testing/teams.js';

const CALLBACK = 'http://lectern.test/api/v1/auth/providers/testid/callback';

describe('sign-in with an OpenID Connect provider', () => {
  let idp: TestOidcProvider;
  let bff: TestBff;

  beforeAll(async () => {
    idp = await startTestOidcProvider();
    idp.allowRedirect(CALLBACK);
    bff = await createTestBff({ signInProviders: [idp.setting('testid')] });
  });
  afterAll(async () => {
    await bff?.close();
    await idp?.stop();
  });

  /** The browser's way to the provider: the address it is sent to, with the flow cookie kept by `client`. */
  async function toProvider(client: TestClient, query: Record<string, string> = {}) {
    const started = await client.get(`/api/v1/auth/providers/testid?${new URLSearchParams(query)}`);
    expect(started.statusCode, started.body).toBe(303);
    return new URL(started.headers.location!);
  }

  /** The way back with the provider's answer; answers where Lectern sends the browser then. */
  async function back(client: TestClient, callback: URL) {
    const answered = await client.get(`${callback.pathname}${callback.search}`);
    expect(answered.statusCode, answered.body).toBe(303);
    return answered.headers.location!;
  }

  const signInThrough = async (client: TestClient, login: string, query: Record<string, string> = {}) =>
    back(client, await idp.authorize(await toProvider(client, query), login));

  const status = async (client: TestClient) => (await client.get('/api/v1/status')).json();

  it('offers the configured providers to the account screens, and no bot check', async () => {
    expect((await createClient(bff.app).get('/api/v1/auth/options')).json()).toEqual({
      providers: [{ id: 'testid', name: 'Test ID' }],
      bot_check: null,
    });
  });

  it('sends the browser to the provider with PKCE, state and nonce, to come back to Lectern', async () => {
    const url = await toProvider(createClient(bff.app));
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const param of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(param)).toMatch(/^.{43,}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('signs a new person up with the username they chose and their news choice, then signs them in again', async () => {
    idp.addAccount({ login: 'nia', email: 'nia@example.com', emailVerified: true, name: 'Nia Okafor' });
    const client = createClient(bff.app);
    const landed = await signInThrough(client, 'nia', {
      intent: 'sign_up',
      username: 'Nia-Slides',
      email_subscriber: 'true',
    });
    expect(landed).toBe('/nia-slides');
    const { user } = await status(client);
    expect(user).toMatchObject({ username: 'nia-slides', email: 'nia@example.com' });
    const [signedUp, linked] = await bff.store.readStream(userStreamId(user.id));
    expect(signedUp).toMatchObject({ type: 'UserSignedUp', data: { passwordHash: null, emailSubscriber: true } });
    expect(linked).toMatchObject({ type: 'UserIdentityLinked', data: { provider: 'testid', issuer: idp.issuer } });
    expect((await client.get('/api/v1/users/services')).json()).toEqual({
      services: [{ provider: 'testid', name: 'Test ID', email: 'nia@example.com', linked_at: expect.any(String) }],
    });
    // Returning, from another browser, to the page asked for.
    const again = createClient(bff.app);
    expect(await signInThrough(again, 'nia', { redirect: '/nia-slides/decks/all' })).toBe('/nia-slides/decks/all');
    expect((await status(again)).user.id).toBe(user.id);
    // The account has no password to sign in with.
    const byPassword = await createClient(bff.app).post('/api/v1/session', {
      user: { login: 'nia-slides', password: '' },
    });
    expect(byPassword.statusCode).toBe(422);
  });

  it('derives a username from the provider when none was chosen or the chosen one is taken', async () => {
    idp.addAccount({ login: 'Omar.Haddad', email: 'omar@example.com', emailVerified: true });
    await signUp(createClient(bff.app), 'omar-haddad');
    const client = createClient(bff.app);
    expect(await signInThrough(client, 'Omar.Haddad', { intent: 'sign_up', username: 'omar-haddad' })).toBe(
      '/omar-haddad-2',
    );
  });

  it('refuses a replayed way back: its state was spent', async () => {
    idp.addAccount({ login: 'pia', email: 'pia@example.com', emailVerified: true });
    const client = createClient(bff.app);
    const url = await toProvider(client, { intent: 'sign_up' });
    const flowCookie = client.cookie('lectern_provider_flow')!;
    const callback = await idp.authorize(url, 'pia');
    expect(await back(client, callback)).toBe('/pia');
    const redeemed = idp.tokenRequests();
    // The same answer with the same cookie again (a replay, by another browser).
    const replay = createClient(bff.app);
    replay.setCookie('lectern_provider_flow', flowCookie);
    expect(await back(replay, callback)).toBe('/users/sign_up?auth_error=failed&provider=testid');
    expect((await status(replay)).user_signed_in).toBe(false);
    expect(idp.tokenRequests()).toBe(redeemed);
  });

  it('refuses an answer without the flow of the browser it comes to', async () => {
    idp.addAccount({ login: 'quin', email: 'quin@example.com', emailVerified: true });
    const callback = await idp.authorize(await toProvider(createClient(bff.app)), 'quin');
    const other = createClient(bff.app);
    expect(await back(other, callback)).toBe('/users/sign_in?auth_error=failed&provider=testid');
    expect((await status(other)).user_signed_in).toBe(false);
  });

  it('refuses an ID token whose nonce is not the one asked for', async () => {
    idp.addAccount({ login: 'rey', email: 'rey@example.com', emailVerified: true });
    const client = createClient(bff.app);
    const url = await toProvider(client, { intent: 'sign_up' });
    url.searchParams.set('nonce', 'a-nonce-this-browser-never-asked-for-0123456789');
    const redeemed = idp.tokenRequests();
    expect(await back(client, await idp.authorize(url, 'rey'))).toBe(
      '/users/sign_up?auth_error=failed&provider=testid',
    );
    // The code was redeemed, and the ID token it brought refused.
    expect(idp.tokenRequests()).toBe(redeemed + 1);
    expect((await status(client)).user_signed_in).toBe(false);
    expect((await client.get('/api/v1/users/lookup?username=rey')).statusCode).toBe(404);
  });

  it('refuses an address the provider has not verified, and makes no account', async () => {
    idp.addAccount({ login: 'sam', email: 'sam@example.com', emailVerified: false });
    const client = createClient(bff.app);
    expect(await signInThrough(client, 'sam', { intent: 'sign_up' })).toBe(
      '/users/sign_up?auth_error=unverified_email&provider=testid',
    );
    expect((await client.get('/api/v1/users/lookup?username=sam')).statusCode).toBe(404);
  });

  it('sends a person without an account from sign-in to sign-up', async () => {
    idp.addAccount({ login: 'tao', email: 'tao@example.com', emailVerified: true });
    expect(await signInThrough(createClient(bff.app), 'tao')).toBe(
      '/users/sign_up?auth_error=no_account&provider=testid',
    );
  });

  it("links to the account of the verified address only once that account's password is given, once", async () => {
    const owner = createClient(bff.app);
    await signUp(owner, 'uma', 'uma-password');
    idp.addAccount({ login: 'uma-at-test', email: 'UMA@example.com', emailVerified: true });
    const client = createClient(bff.app);
    expect(await signInThrough(client, 'uma-at-test', { redirect: '/uma' })).toBe('/users/auth/link');
    expect((await status(client)).user_signed_in).toBe(false);
    expect((await client.get('/api/v1/auth/link')).json()).toEqual({
      provider: { id: 'testid', name: 'Test ID' },
      email: 'uma@example.com',
      username: 'uma',
      signed_in: false,
    });
    const wrong = await client.post('/api/v1/auth/link', { user: { current_password: 'not-it' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ 'user.current_password': ['That is not your current password'] });
    const linkCookie = client.cookie('lectern_provider_link')!;
    const linked = await client.post('/api/v1/auth/link', { user: { current_password: 'uma-password' } });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ user: { username: 'uma' }, redirect: '/uma' });
    expect((await status(client)).user.username).toBe('uma');
    expect((await owner.get('/api/v1/users/services')).json().services).toHaveLength(1);
    // The request is spent: sent again, it signs nobody in.
    const replay = createClient(bff.app);
    replay.setCookie('lectern_provider_link', linkCookie);
    expect((await replay.post('/api/v1/auth/link', { user: { current_password: 'uma-password' } })).statusCode).toBe(
      404,
    );
    expect((await status(replay)).user_signed_in).toBe(false);
    // From now on the provider signs Uma in directly.
    expect(await signInThrough(createClient(bff.app), 'uma-at-test')).toBe('/uma');
  });

  it("links a provider to the signed-in account from account edit, once its password is given, and never another's", async () => {
    const vic = createClient(bff.app);
    await signUp(vic, 'vic', 'vic-password');
    idp.addAccount({ login: 'vic-elsewhere', email: 'victoria@work.example', emailVerified: true });
    expect(await signInThrough(vic, 'vic-elsewhere', { intent: 'link' })).toBe('/users/auth/link');
    expect((await vic.get('/api/v1/auth/link')).json()).toMatchObject({ username: 'vic', signed_in: true });
    const linked = await vic.post('/api/v1/auth/link', { user: { current_password: 'vic-password' } });
    expect(linked.json().redirect).toBe('/users/edit');
    expect((await vic.get('/api/v1/users/services')).json().services[0].email).toBe('victoria@work.example');
    // Someone else's provider account is not theirs to link.
    const wes = createClient(bff.app);
    await signUp(wes, 'wes');
    expect(await signInThrough(wes, 'vic-elsewhere', { intent: 'link' })).toBe(
      '/users/edit?auth_error=identity_taken&provider=testid',
    );
    // Signed out, account edit's link asks to sign in first.
    const signedOut = await createClient(bff.app).get('/api/v1/auth/providers/testid?intent=link');
    expect(signedOut.headers.location).toBe('/users/sign_in?redirect=%2Fusers%2Fedit');
  });

  it('takes a person of a Workspace domain into the team whose Google domain it is', async () => {
    const manager = createClient(bff.app);
    expect((await signUpTeam(manager, 'Xylo Labs', 'xylo', 'xena')).statusCode).toBe(201);
    expect((await manager.put('/api/v1/team', { team: { google_domain: 'xylo.example' } })).statusCode).toBe(200);
    idp.addAccount({ login: 'yan', email: 'yan@xylo.example', emailVerified: true, hostedDomain: 'xylo.example' });
    idp.addAccount({ login: 'zed', email: 'zed@xylo.example', emailVerified: true });
    const yan = createClient(bff.app);
    await signInThrough(yan, 'yan', { intent: 'sign_up' });
    expect((await status(yan)).user.membership).toMatchObject({ role: 'member', activated: true });
    // Without a hosted domain, an address's domain counts only from a provider trusted with it.
    const zed = createClient(bff.app);
    await signInThrough(zed, 'zed', { intent: 'sign_up' });
    expect((await status(zed)).user.membership).toBeNull();
    const audit = (await manager.get('/api/v1/team/audit')).json().results;
    expect(audit.at(-1)).toMatchObject({ action: 'joined', member: { username: 'yan' }, role: 'member' });
  });

  it('knows no other provider, and lists nobody’s services to a visitor', async () => {
    expect((await createClient(bff.app).get('/api/v1/auth/providers/other')).statusCode).toBe(404);
    expect((await createClient(bff.app).get('/api/v1/users/services')).statusCode).toBe(401);
  });
});

describe('sign-in with providers, not configured', () => {
  it('offers none, and knows none', async () => {
    const bff = await createTestBff();
    try {
      const client = createClient(bff.app);
      expect((await client.get('/api/v1/auth/options')).json()).toEqual({ providers: [], bot_check: null });
      expect((await client.get('/api/v1/auth/providers/testid')).statusCode).toBe(404);
    } finally {
      await bff.close();
    }
  });
});
