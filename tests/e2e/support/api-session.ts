import type { BrowserContext } from 'playwright-core';
import { nextClientAddress } from './client-address.js';

/**
 * Calls the Lectern API from outside the browser with a cookie jar of its own: one browser-like
 * session, for setting a test up or for acting on a page's session behind its back. Unsafe calls
 * carry the CSRF token of the current session, fetched before each of them. Each session comes
 * from a client address of its own (X-Forwarded-For).
 */
export class ApiSession {
  readonly #cookies = new Map<string, string>();
  readonly #address = nextClientAddress();

  constructor(private readonly baseUrl: string) {}

  /** A session holding the cookies a browser context has for the app, so it acts as that browser. */
  static async of(context: BrowserContext, baseUrl: string): Promise<ApiSession> {
    const session = new ApiSession(baseUrl);
    for (const cookie of await context.cookies(baseUrl)) session.#cookies.set(cookie.name, cookie.value);
    return session;
  }

  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers['x-csrf-token'] = await this.#csrfToken();
    return this.#send(method, path, headers, body);
  }

  /** A call that must succeed: its JSON answer (undefined for 204), or an error naming the call and its answer. */
  async succeed(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const response = await this.call(method, path, body);
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : ((await response.json()) as unknown);
  }

  /**
   * Posts a form as a browser does (`application/x-www-form-urlencoded`), with the session's CSRF
   * token in its `authenticity_token` field unless `token` is false; the answer as it comes.
   */
  async postForm(path: string, fields: Record<string, string>, { token = true } = {}): Promise<Response> {
    const body = new URLSearchParams(fields);
    if (token) body.set('authenticity_token', await this.#csrfToken());
    const headers = { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' };
    return this.#send('POST', path, headers, body.toString());
  }

  /** Sends raw bytes (an upload) with the CSRF token. */
  async upload(
    method: 'PUT' | 'POST',
    path: string,
    bytes: Uint8Array,
    contentType = 'application/octet-stream',
  ): Promise<Response> {
    const headers = {
      accept: 'application/json',
      'content-type': contentType,
      'x-csrf-token': await this.#csrfToken(),
    };
    return this.#send(method, path, headers, bytes);
  }

  async #csrfToken(): Promise<string> {
    const response = await this.#send('GET', '/api/v1/csrf', { accept: 'application/json' });
    const { token } = (await response.json()) as { token: string };
    return token;
  }

  async #send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Response> {
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const from = { ...headers, 'x-forwarded-for': this.#address };
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: cookie ? { ...from, cookie } : from,
      body:
        body === undefined || typeof body === 'string'
          ? body
          : body instanceof Uint8Array
            ? new Uint8Array(body)
            : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) this.#keep(header);
    return response;
  }

  #keep(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', setting = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
      return key.toLowerCase() === 'expires' && Date.parse(setting) <= Date.now();
    });
    if (expired || value === '') this.#cookies.delete(name);
    else this.#cookies.set(name, value);
  }
}
