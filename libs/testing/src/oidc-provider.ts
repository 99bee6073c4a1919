import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SignInProviderSetting } from '@lectern/config';
import Provider, {
  type Adapter,
  type AdapterPayload,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';

/** A person who can sign in at the test provider. */
export interface TestOidcAccount {
  /** What the person types on the provider's sign-in page; also their subject (`sub`). */
  login: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  /** Google's hosted domain claim (`hd`): the account belongs to that Workspace domain. */
  hostedDomain?: string;
}

export interface TestOidcProvider {
  /** The issuer identifier, `http://127.0.0.1:<port>`: discovery lives under it. */
  issuer: string;
  /** What the provider's sign-in page is titled, and what a Lectern configured for it may call it. */
  name: string;
  clientId: string;
  clientSecret: string;
  addAccount(account: TestOidcAccount): void;
  /** Lectern's setting for this provider as `id` (as `signInProviders` reads it from the environment below). */
  setting(id: string): SignInProviderSetting;
  /** The variables that configure Lectern to sign in here as the provider `id` (`OIDC_<ID>_*`, with OIDC_PROVIDERS apart). */
  environment(id: string): Record<string, string>;
  /** Registers a redirect URI of the test client (a Lectern's callback); before its first sign-in. */
  allowRedirect(redirectUri: string): void;
  /**
   * Walks an authorization request as a person's browser would: opens it, signs `login` in on the
   * sign-in page and answers the address the provider sends the browser back to (code and state).
   */
  authorize(authorizationUrl: string | URL, login: string): Promise<URL>;
  /** How many times the token endpoint was asked for tokens. */
  tokenRequests(): number;
  stop(): Promise<void>;
}

const SCOPE = 'openid email profile';
const INTERACTION = /^\/interaction\/([\w-]+)$/;

/**
 * A real OpenID provider (`oidc-provider`) on loopback for tests, with one confidential client
 * (authorization code with PKCE) and a sign-in page of its own where a person types their login.
 * The client's consent is given as it signs in. Claims come from userinfo, as the provider keeps
 * scope claims out of the ID token when it issues an access token.
 */
export async function startTestOidcProvider(options: { name?: string } = {}): Promise<TestOidcProvider> {
  const name = options.name ?? 'Test ID';
  const accounts = new Map<string, TestOidcAccount>();
  const redirectUris: string[] = [];
  const clientId = `lectern-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  // One signing key and one cookie key for every configuration: tokens stay valid when a redirect is added.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const cookieKeys = [randomBytes(32).toString('base64url')];
  let tokenRequests = 0;

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const stored = new Map<string, AdapterPayload>();
  const configuration = (): Configuration => ({
    adapter: (model: string) => memoryAdapter(stored, model),
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>${name}</title><h1>${escapeHtml(String(out.error))}</h1><p>${escapeHtml(String(out.error_description ?? ''))}</p>`;
    },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: cookieKeys },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Grant: 3600, Session: 3600 },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'hd'],
      profile: ['name', 'preferred_username'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    // The test client is first-party: its consent comes with the sign-in.
    loadExistingGrant: async (ctx) => {
      const { session, client, provider } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return provider.Grant.find(existing);
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name ?? account.login,
          preferred_username: account.login,
          ...(account.hostedDomain ? { hd: account.hostedDomain } : {}),
        }),
      };
    },
  });

  let provider = new Provider(issuer, configuration());
  let handle = provider.callback();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    const interaction = INTERACTION.exec(path);
    if (interaction) {
      signInPage(request, response).catch((error: unknown) => response.writeHead(500).end(String(error)));
      return;
    }
    if (path === '/token' && request.method === 'POST') tokenRequests += 1;
    void handle(request, response);
  });

  async function signInPage(request: http.IncomingMessage, response: http.ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    if (request.method !== 'POST') return page(response, details.uid);
    const login = new URLSearchParams(await body(request)).get('login')?.trim() ?? '';
    if (!accounts.has(login)) return page(response, details.uid, 'No such account here.');
    await provider.interactionFinished(request, response, { login: { accountId: login } });
  }

  function page(response: http.ServerResponse, uid: string, problem?: string) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to ${name}</title></head>
<body><main><h1>Sign in to ${name}</h1>${problem ? `<p role="alert">${problem}</p>` : ''}
<form method="post" action="/interaction/${uid}"><label>Login <input name="login" autocomplete="username"></label>
<button type="submit">Sign in</button></form></main></body></html>`);
  }

  return {
    issuer,
    name,
    clientId,
    clientSecret,
    addAccount: (account) => void accounts.set(account.login, account),
    setting: (id) => ({ id, name, issuer, clientId, clientSecret, trustEmailDomain: false }),
    environment(id) {
      const prefix = `OIDC_${id.toUpperCase()}_`;
      return {
        [`${prefix}ISSUER`]: issuer,
        [`${prefix}CLIENT_ID`]: clientId,
        [`${prefix}CLIENT_SECRET`]: clientSecret,
        [`${prefix}NAME`]: name,
      };
    },
    allowRedirect(redirectUri) {
      if (redirectUris.includes(redirectUri)) return;
      redirectUris.push(redirectUri);
      provider = new Provider(issuer, configuration());
      handle = provider.callback();
    },
    authorize: (authorizationUrl, login) => walkSignIn(new URL(authorizationUrl), login),
    tokenRequests: () => tokenRequests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The provider's state (sessions, interactions, codes, grants) in memory, shared by its configurations. */
function memoryAdapter(stored: Map<string, AdapterPayload>, model: string): Adapter {
  const key = (id: string) => `${model}:${id}`;
  const find = (predicate: (payload: AdapterPayload) => boolean) =>
    [...stored].find(([id, payload]) => id.startsWith(`${model}:`) && predicate(payload))?.[1];
  return {
    upsert: async (id, payload) => void stored.set(key(id), payload),
    find: async (id) => stored.get(key(id)),
    findByUid: async (uid) => find((payload) => payload.uid === uid),
    findByUserCode: async (userCode) => find((payload) => payload.userCode === userCode),
    consume: async (id) => {
      const payload = stored.get(key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    destroy: async (id) => void stored.delete(key(id)),
    revokeByGrantId: async (grantId) => {
      for (const [id, payload] of stored) if (payload.grantId === grantId) stored.delete(id);
    },
  };
}

function body(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/** A browser's way through the provider: follows its redirects with its cookies, posts the login once asked. */
async function walkSignIn(start: URL, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form,
    });
    form = undefined;
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) {
      if (!url.pathname.startsWith('/interaction/'))
        throw new Error(`The provider answered ${response.status}: ${(await response.text()).slice(0, 2000)}`);
      await response.text();
      form = new URLSearchParams({ login });
      continue;
    }
    const next = new URL(location, url);
    if (next.origin !== start.origin) return next;
    url = next;
  }
  throw new Error('The provider did not send the browser back');
}
