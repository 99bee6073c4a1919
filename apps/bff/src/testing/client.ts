import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Deck } from '@lectern/contracts';

let clients = 0;

/**
 * A browser stand-in over `app.inject`: keeps the cookies the server sets, and sends the CSRF
 * token (fetched once, refreshed from answers that carry a new one) on unsafe methods. Each
 * client has an address of its own unless one is given (rate limits count per address).
 */
export function createClient(
  app: FastifyInstance,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  clients += 1;
  const remoteAddress =
    options.remoteAddress ??
    `127.${Math.floor(clients / 65536) % 256}.${Math.floor(clients / 256) % 256}.${clients % 256}`;
  const headers = options.headers ?? {};
  const cookies = new Map<string, string>();
  let csrfToken: string | undefined;

  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  function remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    const body = String(response.headers['content-type'] ?? '').includes('application/json')
      ? (response.json() as { csrf_token?: string })
      : undefined;
    if (body?.csrf_token) csrfToken = body.csrf_token;
  }

  async function request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    options: { csrf?: boolean; contentType?: string } = {},
  ) {
    const unsafe = method !== 'GET';
    if (unsafe && options.csrf !== false && !csrfToken) await refreshCsrf();
    const response = await app.inject({
      method,
      url,
      remoteAddress,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: {
        ...headers,
        ...(cookies.size ? { cookie: cookieHeader() } : {}),
        ...(unsafe && options.csrf !== false && csrfToken ? { 'x-csrf-token': csrfToken } : {}),
        ...(options.contentType ? { 'content-type': options.contentType } : {}),
      },
    });
    remember(response);
    return response;
  }

  async function refreshCsrf() {
    const response = await app.inject({
      url: '/api/v1/csrf',
      headers: { ...headers, ...(cookies.size ? { cookie: cookieHeader() } : {}) },
    });
    remember(response);
    csrfToken = (response.json() as { token: string }).token;
    return csrfToken;
  }

  return {
    get: (url: string) => request('GET', url),
    post: (url: string, payload?: unknown, options?: { csrf?: boolean }) => request('POST', url, payload, options),
    put: (url: string, payload?: unknown, options?: { csrf?: boolean }) => request('PUT', url, payload, options),
    delete: (url: string, payload?: unknown, options?: { csrf?: boolean }) => request('DELETE', url, payload, options),
    /** Raw bytes, as a file upload sends them (PUT to a media upload address, POST to /imports). */
    upload: (
      url: string,
      body: Buffer | string,
      contentType = 'application/octet-stream',
      method: 'PUT' | 'POST' = 'PUT',
    ) => request(method, url, body, { contentType }),
    refreshCsrf,
    cookie: (name: string) => cookies.get(name),
    /** Every cookie the client holds, as its Cookie header (for requests made beside it). */
    cookieHeader,
    setCookie: (name: string, value: string) => void cookies.set(name, value),
    forgetCsrf: () => void (csrfToken = undefined),
  };
}

export type TestClient = ReturnType<typeof createClient>;

export async function signUp(client: TestClient, username: string, password = 'secret-password') {
  const response = await client.post('/api/v1/users', {
    user: { username, email: `${username}@example.com`, password },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return response.json() as { user: { id: string; username: string } };
}

/** A new client, signed up as `username`. */
export async function signedUpClient(app: FastifyInstance, username: string): Promise<TestClient> {
  const client = createClient(app);
  await signUp(client, username);
  return client;
}

/** Creates a deck as the client's person (`deck` as POST /decks takes it) and answers it. */
export async function createDeck(client: TestClient, deck: Record<string, unknown> = {}): Promise<Deck> {
  const response = await client.post('/api/v1/decks', { deck });
  if (response.statusCode !== 201) throw new Error(`deck creation failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { deck: Deck }).deck;
}
