import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A person with a Dropbox account at the double. */
export interface DropboxDoubleAccount {
  email: string;
  name: string;
  /** Dropbox's account id, `dbid:…`. */
  accountId: string;
}

/** A file the double took, as `/2/files/upload` received it. */
export interface DropboxUpload {
  accountId: string;
  /** The path asked for (`Dropbox-API-Arg`'s `path`), and where the file went (another name when taken). */
  requestedPath: string;
  path: string;
  argument: Record<string, unknown>;
  contentType: string | undefined;
  body: Buffer;
}

/** A request to the token endpoint, as it arrived: its form and how the app authenticated. */
export interface DropboxTokenRequest {
  form: Record<string, string>;
  /** `basic` (app key and secret in the Authorization header) or `form` (client_id in the form). */
  clientAuthentication: 'basic' | 'form';
}

interface Grant {
  accountId: string;
  refreshToken: string | null;
  scope: string;
  revoked: boolean;
}

interface AccessToken {
  grant: Grant;
  expiresAt: number;
}

interface PendingCode {
  accountId: string;
  redirectUri: string;
  codeChallenge: string | null;
  codeChallengeMethod: string;
  tokenAccessType: string;
  scope: string;
  expiresAt: number;
}

const APP_SCOPES = ['files.content.write', 'files.content.read', 'account_info.read'];
const CODE_TTL_MS = 10 * 60 * 1000;
const BLOCK = 4 * 1024 * 1024;

/** Dropbox's `content_hash`: the SHA-256 of the concatenated SHA-256 of each 4 MB block. */
export function dropboxContentHash(body: Buffer): string {
  const blocks: Buffer[] = [];
  for (let at = 0; at < body.length; at += BLOCK)
    blocks.push(
      createHash('sha256')
        .update(body.subarray(at, at + BLOCK))
        .digest(),
    );
  return createHash('sha256').update(Buffer.concat(blocks)).digest('hex');
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function read(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * A local server speaking Dropbox's wire format for what Lectern uses (docs/decisions/0054), on
 * one origin standing for its three hosts (www, api, content):
 * - `GET /oauth2/authorize`: the consent page (an e-mail field standing for Dropbox's sign-in,
 *   Allow and Cancel), after checking `client_id`, `response_type=code`, a registered
 *   `redirect_uri` and the PKCE challenge (required of an app without its secret); Allow sends
 *   the browser to `redirect_uri?code=…&state=…`, Cancel to `?error=access_denied&error_description=…&state=…`;
 * - `POST /oauth2/token`, form-encoded, the app key and secret as Basic credentials or
 *   `client_id` in the form: `authorization_code` (code once, its `redirect_uri`, its
 *   `code_verifier`) and `refresh_token`, answering `{access_token, token_type, expires_in,
 *   refresh_token?, scope, uid, account_id}`, or 400 `{error, error_description}`;
 * - `POST /2/files/upload` with `Dropbox-API-Arg` (ASCII JSON: `path`, `mode`, `autorename`,
 *   `mute`, `strict_conflict`): the file's metadata, or 401 `{error_summary, error: {.tag}}`
 *   (`invalid_access_token`, `expired_access_token`, `missing_scope`), 409 `path/conflict` or
 *   `path/insufficient_space`, 429 `too_many_requests` with Retry-After, 400 in plain text for a
 *   malformed call;
 * - `POST /2/auth/token/revoke`: `null`; the refresh token and every access token of it end.
 */
export async function startDropboxDouble(
  options: { appKey?: string; appSecret?: string | null; accessTokenTtlSeconds?: number } = {},
) {
  const appKey = options.appKey ?? `lectern${randomBytes(4).toString('hex')}`;
  const appSecret = options.appSecret === undefined ? token(12) : options.appSecret;
  const accessTokenTtl = options.accessTokenTtlSeconds ?? 14_400;
  const redirectUris = new Set<string>();
  const accounts = new Map<string, DropboxDoubleAccount>();
  const codes = new Map<string, PendingCode>();
  const grants: Grant[] = [];
  const accessTokens = new Map<string, AccessToken>();
  const files = new Map<string, Map<string, { size: number }>>();
  const full = new Set<string>();
  const uploads: DropboxUpload[] = [];
  const tokenRequests: DropboxTokenRequest[] = [];
  const revocations: string[] = [];
  let throttled = 0;

  const server = http.createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const json = (response: http.ServerResponse, status: number, answer: unknown, headers: Record<string, string> = {}) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(answer));
  const text = (response: http.ServerResponse, status: number, message: string) =>
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
  const page = (response: http.ServerResponse, status: number, body: string) =>
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dropbox</title></head><body><main>${body}</main></body></html>`);
  const oauthError = (response: http.ServerResponse, error: string, description: string) =>
    json(response, 400, { error, error_description: description });
  const apiError = (
    response: http.ServerResponse,
    status: number,
    summary: string,
    error: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => json(response, status, { error_summary: `${summary}/..`, error }, headers);

  async function route(request: http.IncomingMessage, response: http.ServerResponse) {
    const address = new URL(request.url ?? '/', url);
    if (address.pathname === '/oauth2/authorize') return authorize(request, response, address);
    if (request.method !== 'POST') return text(response, 404, 'Not found');
    if (address.pathname === '/oauth2/token') return tokenEndpoint(request, response);
    if (address.pathname === '/2/files/upload') return upload(request, response);
    if (address.pathname === '/2/auth/token/revoke') return revoke(request, response);
    return text(response, 404, 'Not found');
  }

  /** The consent page, and its answer. An authorize request Dropbox refuses is an error page, never a redirect. */
  async function authorize(request: http.IncomingMessage, response: http.ServerResponse, address: URL) {
    const form = request.method === 'POST' ? new URLSearchParams((await read(request)).toString()) : null;
    const query = form ?? address.searchParams;
    const ask = (name: string) => query.get(name) ?? '';
    const problem = (message: string) =>
      page(response, 400, `<h1>Dropbox</h1><p role="alert">${escapeHtml(message)}</p>`);
    if (ask('client_id') !== appKey) return problem('Invalid client_id: this app does not exist.');
    if (ask('response_type') !== 'code') return problem('Invalid response_type.');
    if (!redirectUris.has(ask('redirect_uri')))
      return problem('Invalid redirect_uri. It must exactly match one of the redirect URIs of the app.');
    const method = ask('code_challenge_method') || 'plain';
    if (ask('code_challenge') === '' && appSecret === null) return problem('Missing code_challenge.');
    if (!['S256', 'plain'].includes(method)) return problem('Invalid code_challenge_method.');
    const scope = ask('scope') || APP_SCOPES.join(' ');
    if (scope.split(' ').some((asked) => !APP_SCOPES.includes(asked))) return problem('Invalid scope.');
    const back = (parameters: Record<string, string>) => {
      const target = new URL(ask('redirect_uri'));
      for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
      if (ask('state')) target.searchParams.set('state', ask('state'));
      response.writeHead(302, { location: target.href }).end();
    };
    if (form?.get('decision') === 'cancel')
      return back({
        error: 'access_denied',
        error_description: 'The user chose not to give your app access to their Dropbox account.',
      });
    const email = form?.get('email')?.trim().toLowerCase();
    const account = email ? accounts.get(email) : undefined;
    if (form && account) {
      const code = token(32);
      codes.set(code, {
        accountId: account.accountId,
        redirectUri: ask('redirect_uri'),
        codeChallenge: ask('code_challenge') || null,
        codeChallengeMethod: method,
        tokenAccessType: ask('token_access_type') || 'online',
        scope,
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      return back({ code });
    }
    const hidden = [...query]
      .filter(([name]) => !['email', 'decision'].includes(name))
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    page(
      response,
      200,
      `<h1>Dropbox</h1>
<p>${escapeHtml(appKey)} would like to edit the content of your Dropbox files and folders.</p>
${form ? '<p role="alert">No Dropbox account uses that e-mail.</p>' : ''}
<form method="post" action="/oauth2/authorize">${hidden}
<label>Email <input name="email" type="email" autocomplete="email"></label>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="cancel">Cancel</button></form>`,
    );
  }

  async function tokenEndpoint(request: http.IncomingMessage, response: http.ServerResponse) {
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return oauthError(response, 'invalid_request', 'The request must be application/x-www-form-urlencoded.');
    const form = Object.fromEntries(new URLSearchParams((await read(request)).toString()));
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '');
    tokenRequests.push({ form, clientAuthentication: basic ? 'basic' : 'form' });
    const [clientId, clientSecret] = basic
      ? (() => {
          const decoded = Buffer.from(basic[1]!, 'base64').toString();
          const colon = decoded.indexOf(':');
          return [decoded.slice(0, colon), decoded.slice(colon + 1)];
        })()
      : [form.client_id, form.client_secret];
    if (clientId !== appKey || (clientSecret !== undefined && clientSecret !== appSecret))
      return oauthError(response, 'invalid_client', 'Invalid client_id or client_secret');
    if (form.grant_type === 'authorization_code') {
      const pending = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      if (!pending || pending.expiresAt < Date.now())
        return oauthError(response, 'invalid_grant', "code doesn't exist or has expired");
      if (pending.redirectUri !== form.redirect_uri)
        return oauthError(response, 'invalid_grant', 'redirect_uri mismatch');
      if (pending.codeChallenge !== null) {
        const verifier = form.code_verifier ?? '';
        const expected =
          pending.codeChallengeMethod === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
        if (expected !== pending.codeChallenge) return oauthError(response, 'invalid_grant', 'invalid code verifier');
      } else if (clientSecret === undefined) {
        return oauthError(response, 'invalid_client', 'No client_secret or code_verifier');
      }
      const grant: Grant = {
        accountId: pending.accountId,
        refreshToken: pending.tokenAccessType === 'offline' ? token(48) : null,
        scope: pending.scope,
        revoked: false,
      };
      grants.push(grant);
      return json(response, 200, {
        access_token: issue(grant),
        token_type: 'bearer',
        expires_in: accessTokenTtl,
        ...(grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
        scope: grant.scope,
        uid: String(Number.parseInt(createHash('sha256').update(grant.accountId).digest('hex').slice(0, 8), 16)),
        account_id: grant.accountId,
      });
    }
    if (form.grant_type === 'refresh_token') {
      const grant = grants.find((known) => known.refreshToken !== null && known.refreshToken === form.refresh_token);
      if (!grant) return oauthError(response, 'invalid_grant', 'refresh token is malformed');
      if (grant.revoked) return oauthError(response, 'invalid_grant', 'refresh token has been revoked');
      return json(response, 200, { access_token: issue(grant), token_type: 'bearer', expires_in: accessTokenTtl });
    }
    return oauthError(response, 'unsupported_grant_type', `Unsupported grant type: ${form.grant_type ?? ''}`);
  }

  function issue(grant: Grant): string {
    const value = `sl.${token(96)}`;
    accessTokens.set(value, { grant, expiresAt: Date.now() + accessTokenTtl * 1000 });
    return value;
  }

  /** The grant a call's Bearer token stands for, or the 401 (or 400) Dropbox answers. */
  function caller(request: http.IncomingMessage, response: http.ServerResponse, route: string): Grant | null {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '');
    if (!bearer) {
      text(
        response,
        400,
        `Error in call to API function "${route}": Must provide HTTP header "Authorization" or URL parameter "authorization".`,
      );
      return null;
    }
    const known = accessTokens.get(bearer[1]!);
    if (!known || known.grant.revoked) {
      apiError(response, 401, 'invalid_access_token', { '.tag': 'invalid_access_token' });
      return null;
    }
    if (known.expiresAt <= Date.now()) {
      apiError(response, 401, 'expired_access_token', { '.tag': 'expired_access_token' });
      return null;
    }
    return known.grant;
  }

  async function upload(request: http.IncomingMessage, response: http.ServerResponse) {
    const body = await read(request);
    const grant = caller(request, response, 'files/upload');
    if (!grant) return;
    if (!grant.scope.split(' ').includes('files.content.write'))
      return apiError(response, 401, 'missing_scope', {
        '.tag': 'missing_scope',
        required_scope: 'files.content.write',
      });
    const contentType = request.headers['content-type'];
    if (contentType !== 'application/octet-stream' && contentType !== 'text/plain; charset=dropbox-cors-hack')
      return text(
        response,
        400,
        `Error in call to API function "files/upload": Bad HTTP "Content-Type" header: "${contentType ?? ''}".  Expecting one of "application/octet-stream", "text/plain; charset=dropbox-cors-hack".`,
      );
    const raw = request.headers['dropbox-api-arg'];
    if (typeof raw !== 'string' || /[^\x20-\x7e]/.test(raw))
      return text(response, 400, 'Error in call to API function "files/upload": Bad HTTP header "Dropbox-API-Arg".');
    let argument: Record<string, unknown>;
    try {
      argument = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return text(response, 400, 'Error in call to API function "files/upload": Could not decode input as JSON');
    }
    const requestedPath = argument.path;
    if (typeof requestedPath !== 'string')
      return text(
        response,
        400,
        'Error in call to API function "files/upload": request body: missing required field \'path\'',
      );
    if (throttled > 0) {
      throttled -= 1;
      return json(
        response,
        429,
        { error_summary: 'too_many_requests/..', error: { reason: { '.tag': 'too_many_requests' }, retry_after: 1 } },
        { 'retry-after': '1' },
      );
    }
    const sessionId = `pid_upload_session:${token(12)}`;
    if (!/^\/[^\\]+$/.test(requestedPath) || requestedPath.endsWith('/'))
      return apiError(response, 409, 'path/malformed_path', {
        '.tag': 'path',
        reason: { '.tag': 'malformed_path' },
        upload_session_id: sessionId,
      });
    if (full.has(grant.accountId))
      return apiError(response, 409, 'path/insufficient_space', {
        '.tag': 'path',
        reason: { '.tag': 'insufficient_space' },
        upload_session_id: sessionId,
      });
    const stored = files.get(grant.accountId) ?? new Map<string, { size: number }>();
    files.set(grant.accountId, stored);
    let path = requestedPath;
    if (stored.has(path.toLowerCase())) {
      if (argument.autorename !== true)
        return apiError(response, 409, 'path/conflict/file', {
          '.tag': 'path',
          reason: { '.tag': 'conflict', conflict: { '.tag': 'file' } },
          upload_session_id: sessionId,
        });
      const dot = requestedPath.lastIndexOf('.');
      const [stem, extension] =
        dot > requestedPath.lastIndexOf('/')
          ? [requestedPath.slice(0, dot), requestedPath.slice(dot)]
          : [requestedPath, ''];
      for (let n = 1; stored.has(path.toLowerCase()); n += 1) path = `${stem} (${n})${extension}`;
    }
    stored.set(path.toLowerCase(), { size: body.length });
    uploads.push({ accountId: grant.accountId, requestedPath, path, argument, contentType, body });
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    json(response, 200, {
      name: path.slice(path.lastIndexOf('/') + 1),
      id: `id:${token(16)}`,
      client_modified: now,
      server_modified: now,
      rev: randomBytes(9).toString('hex'),
      size: body.length,
      path_lower: path.toLowerCase(),
      path_display: path,
      is_downloadable: true,
      content_hash: dropboxContentHash(body),
    });
  }

  async function revoke(request: http.IncomingMessage, response: http.ServerResponse) {
    await read(request);
    const grant = caller(request, response, 'auth/token/revoke');
    if (!grant) return;
    grant.revoked = true;
    revocations.push(grant.accountId);
    json(response, 200, null);
  }

  const accountOf = (email: string) => {
    const account = accounts.get(email.toLowerCase());
    if (!account) throw new Error(`no Dropbox account ${email} at the double`);
    return account;
  };

  return {
    url,
    appKey,
    appSecret,
    /** Lectern's Dropbox settings (`DropboxSettings` of the BFF) for this double. */
    settings: () => ({
      appKey,
      ...(appSecret ? { appSecret } : {}),
      wwwUrl: url,
      apiUrl: url,
      contentUrl: url,
    }),
    /** The DROPBOX_* variables that point a Lectern at this double. */
    environment: (): Record<string, string> => ({
      DROPBOX_APP_KEY: appKey,
      ...(appSecret ? { DROPBOX_APP_SECRET: appSecret } : {}),
      DROPBOX_WWW_URL: url,
      DROPBOX_API_URL: url,
      DROPBOX_CONTENT_URL: url,
    }),
    /** Registers a redirect URI with the app, as its owner does in Dropbox's App Console. */
    allowRedirect: (redirectUri: string) => void redirectUris.add(redirectUri),
    addAccount(account: { email: string; name?: string }): DropboxDoubleAccount {
      const added = {
        email: account.email.toLowerCase(),
        name: account.name ?? account.email,
        accountId: `dbid:${token(30)}`,
      };
      accounts.set(added.email, added);
      return added;
    },
    /**
     * Walks an authorization request as a person's browser would: opens the consent page, gives
     * `email` and Allow (or Cancel), and answers the address Dropbox sends the browser back to.
     */
    async consent(authorizeUrl: string, email: string, decision: 'allow' | 'cancel' = 'allow'): Promise<URL> {
      const opened = await fetch(authorizeUrl, { redirect: 'manual' });
      if (opened.status !== 200) throw new Error(`Dropbox answered ${opened.status}: ${await opened.text()}`);
      await opened.text();
      const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
      form.set('email', email);
      form.set('decision', decision);
      const answered = await fetch(`${url}/oauth2/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      const location = answered.headers.get('location');
      if (!location) throw new Error(`Dropbox did not send the browser back: ${await answered.text()}`);
      return new URL(location);
    },
    /** What the upload endpoint took, in order. */
    uploads: uploads as readonly DropboxUpload[],
    tokenRequests: tokenRequests as readonly DropboxTokenRequest[],
    /** The accounts whose tokens were revoked through `/2/auth/token/revoke`, in order. */
    revocations: revocations as readonly string[],
    /** Every access token issued so far expires now (refresh tokens stay good). */
    expireAccessTokens() {
      for (const issued of accessTokens.values()) issued.expiresAt = Date.now();
    },
    /** The person removes the app from their Dropbox: every token of it ends. */
    disconnectApp(email: string) {
      const { accountId } = accountOf(email);
      for (const grant of grants) if (grant.accountId === accountId) grant.revoked = true;
    },
    /** The person's Dropbox has no space left. */
    fill: (email: string) => void full.add(accountOf(email).accountId),
    /** The next `count` uploads are answered 429. */
    throttle: (count = 1) => void (throttled = count),
    /** The access and refresh tokens Dropbox holds for `email`'s account and still honours. */
    liveTokens(email: string): string[] {
      const { accountId } = accountOf(email);
      const live = grants.filter((grant) => grant.accountId === accountId && !grant.revoked);
      return [
        ...live.flatMap((grant) => (grant.refreshToken ? [grant.refreshToken] : [])),
        ...[...accessTokens].filter(([, issued]) => live.includes(issued.grant)).map(([value]) => value),
      ];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type DropboxDouble = Awaited<ReturnType<typeof startDropboxDouble>>;
