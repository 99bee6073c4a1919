import type { Readable } from 'node:stream';
import { z } from 'zod';
import { DROPBOX_SCOPE, DROPBOX_TOKEN_TIMEOUT_MS, DROPBOX_UPLOAD_TIMEOUT_MS } from './constants.js';

/** The Dropbox app the operator registered (DROPBOX_*), and where Dropbox's three hosts are. */
export interface DropboxSettings {
  appKey: string;
  /** Without it the app is a public client: PKCE alone proves the code is Lectern's. */
  appSecret?: string;
  /** `https://www.dropbox.com`: the consent page. */
  wwwUrl: string;
  /** `https://api.dropboxapi.com`: tokens and RPC calls. */
  apiUrl: string;
  /** `https://content.dropboxapi.com`: uploads. */
  contentUrl: string;
}

/** What went wrong at Dropbox, as far as Lectern acts on it. */
export type DropboxProblem =
  /** The code or refresh token is not (or no longer) good: the person must consent again. */
  | 'invalid_grant'
  /** The access token expired or is not good: refresh it. */
  | 'invalid_access_token'
  | 'insufficient_space'
  | 'rate_limited'
  /** Any other refusal, an unreadable answer, or no answer. */
  | 'failed';

export class DropboxError extends Error {
  override readonly name = 'DropboxError';
  constructor(
    readonly problem: DropboxProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface DropboxTokens {
  accessToken: string;
  /** Absent from a refresh's answer: the refresh token stays the same. */
  refreshToken?: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  accountId?: string;
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
  account_id: z.string().min(1).optional(),
});
const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });
/** An API error: `error_summary` and the error union's `.tag` (and its own, one level down). */
const apiError = z.object({
  error_summary: z.string(),
  error: z.looseObject({ '.tag': z.string(), reason: z.looseObject({ '.tag': z.string() }).optional() }),
});
const uploadAnswer = z.looseObject({ path_display: z.string(), size: z.number() });

/** A header holds ASCII only: Dropbox reads the JSON argument with other characters escaped. */
const headerSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const trimmed = (url: string) => url.replace(/\/$/, '');

async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Dropbox's OAuth 2 (authorization code with PKCE, `token_access_type=offline` for a refresh
 * token) and the two calls exports need: `/2/files/upload` and `/2/auth/token/revoke`. Errors
 * are read from Dropbox's own shapes: `{error, error_description}` from the token endpoint, a
 * 401 `{error_summary, error: {.tag}}` for a token, a 409 with the route's error union, a 429.
 */
export function createDropboxClient(settings: DropboxSettings) {
  const www = trimmed(settings.wwwUrl);
  const api = trimmed(settings.apiUrl);
  const content = trimmed(settings.contentUrl);

  async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new DropboxError('failed', `${new URL(url).host} did not answer: ${(cause as Error).message}`);
    }
  }

  async function tokens(form: Record<string, string>): Promise<DropboxTokens> {
    const body = new URLSearchParams(form);
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    if (settings.appSecret)
      headers.authorization = `Basic ${Buffer.from(`${settings.appKey}:${settings.appSecret}`).toString('base64')}`;
    else body.set('client_id', settings.appKey);
    const response = await call(`${api}/oauth2/token`, { method: 'POST', headers, body }, DROPBOX_TOKEN_TIMEOUT_MS);
    const answer = await answerOf(response);
    if (!response.ok) {
      const error = oauthError.safeParse(answer);
      if (error.success && error.data.error === 'invalid_grant')
        throw new DropboxError('invalid_grant', error.data.error_description ?? 'invalid_grant');
      throw new DropboxError(
        'failed',
        `the token endpoint answered ${response.status}${error.success ? ` ${error.data.error}` : ''}`,
      );
    }
    const parsed = tokenAnswer.safeParse(answer);
    if (!parsed.success) throw new DropboxError('failed', 'the token endpoint answered something unexpected');
    return {
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token,
      expiresAt: Date.now() + parsed.data.expires_in * 1000,
      accountId: parsed.data.account_id,
    };
  }

  /** An API call's refusal as a DropboxError. */
  async function refusal(response: Response, what: string): Promise<DropboxError> {
    const answer = await answerOf(response);
    const error = apiError.safeParse(answer);
    const tag = error.success ? error.data.error['.tag'] : null;
    const summary = error.success ? error.data.error_summary : `${response.status}`;
    if (response.status === 401) return new DropboxError('invalid_access_token', `${what}: ${summary}`);
    if (response.status === 429) return new DropboxError('rate_limited', `${what}: ${summary}`);
    if (response.status === 409 && tag === 'path' && error.data?.error.reason?.['.tag'] === 'insufficient_space')
      return new DropboxError('insufficient_space', `${what}: ${summary}`);
    return new DropboxError('failed', `${what}: ${summary}`);
  }

  return {
    /** Where to send the person to consent: Dropbox's authorize page, asking for a refresh token. */
    authorizeUrl(input: { redirectUri: string; state: string; codeChallenge: string }): string {
      const query = new URLSearchParams({
        client_id: settings.appKey,
        response_type: 'code',
        redirect_uri: input.redirectUri,
        state: input.state,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
        token_access_type: 'offline',
        scope: DROPBOX_SCOPE,
      });
      return `${www}/oauth2/authorize?${query}`;
    },

    /** Redeems the code Dropbox sent the person back with. */
    exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<DropboxTokens> {
      return tokens({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      });
    },

    /** A new access token for the refresh token. */
    refresh(refreshToken: string): Promise<DropboxTokens> {
      return tokens({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    /** Uploads a file (`mode: add`, a taken name gets a number); answers where it was saved. */
    async upload(accessToken: string, path: string, body: Readable, size: number): Promise<{ path: string }> {
      const response = await call(
        `${content}/2/files/upload`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${accessToken}`,
            'content-type': 'application/octet-stream',
            'content-length': String(size),
            'dropbox-api-arg': headerSafeJson({ path, mode: 'add', autorename: true, mute: false }),
          },
          body: body as unknown as BodyInit,
          duplex: 'half',
        } as RequestInit,
        DROPBOX_UPLOAD_TIMEOUT_MS,
      );
      if (!response.ok) throw await refusal(response, 'files/upload');
      const saved = uploadAnswer.safeParse(await answerOf(response));
      if (!saved.success) throw new DropboxError('failed', 'files/upload answered something unexpected');
      return { path: saved.data.path_display };
    },

    /** Ends the access token (and the refresh token it came from) at Dropbox. */
    async revoke(accessToken: string): Promise<void> {
      const response = await call(
        `${api}/2/auth/token/revoke`,
        { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } },
        DROPBOX_TOKEN_TIMEOUT_MS,
      );
      if (!response.ok) throw await refusal(response, 'auth/token/revoke');
      await response.body?.cancel();
    },
  };
}

export type DropboxClient = ReturnType<typeof createDropboxClient>;
