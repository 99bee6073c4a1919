import type * as contracts from '@lectern/contracts';
import type { ErrorResponse } from '@lectern/contracts';
import type { input, output, ZodType } from 'zod';
import { csrfToken, storeCsrfToken } from './csrf';

/** Base path of every API call; the BFF answers it on the same origin. */
export const API_BASE = '/api/v1';

/** The schemas of `@lectern/contracts`, by their exported name. */
type Schemas = {
  [Name in keyof typeof contracts as (typeof contracts)[Name] extends ZodType ? Name : never]: (typeof contracts)[Name];
};
/** The name of a schema in `@lectern/contracts`, e.g. `'deckResponse'`. */
export type SchemaName = keyof Schemas;
/** What an answer described by a schema of `@lectern/contracts` holds (`z.infer`). */
export type Answer<Name extends SchemaName> = output<Schemas[Name]>;
/** What a request body described by a schema of `@lectern/contracts` may hold (`z.input`). */
export type Body<Name extends SchemaName> = input<Schemas[Name]>;

/** A request that did not get a 2xx answer. `status` is 0 when no answer arrived at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ErrorResponse,
  ) {
    super(body.error.message);
  }

  get code(): string {
    return this.body.error.code;
  }

  get fields(): Record<string, string[]> | undefined {
    return this.body.error.fields;
  }
}

/** A 2xx answer that does not match its schema in `@lectern/contracts` (checked in development and tests). */
export class AnswerMismatchError extends Error {
  override readonly name = 'AnswerMismatchError';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is instead of a JSON body (a media file). */
  file?: Blob;
  signal?: AbortSignal;
}

/** A call whose answer is described by `answer`, a schema of `@lectern/contracts`. */
export interface AnsweredRequest<Name extends SchemaName> extends RequestOptions {
  answer: Name;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The `?token=` of a private link, carried by every deck read of a page opened through one. */
export const withToken = (path: string, token?: string) =>
  token === undefined ? path : `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;

/** Calls `API_BASE + path`; see `request`. */
export function apiRequest<Name extends SchemaName>(
  path: string,
  options: AnsweredRequest<Name>,
): Promise<Answer<Name>>;
/** A call answered with no content (204), or whose answer the app does not read. */
export function apiRequest(path: string, options?: RequestOptions): Promise<void>;
export function apiRequest(path: string, options: RequestOptions & { answer?: SchemaName } = {}): Promise<unknown> {
  return request(`${API_BASE}${path}`, options as AnsweredRequest<SchemaName>);
}

/**
 * Calls a same-origin `url` with JSON in and out, the session cookie, and the CSRF token on unsafe
 * methods. An answer carrying `csrf_token` (the session changed) replaces the token. A 403 `csrf`
 * answer means the token is stale: a fresh one is fetched and the call is tried once more.
 * In development and tests (`import.meta.env.DEV`) a 2xx answer is checked against its schema.
 */
export function request<Name extends SchemaName>(url: string, options: AnsweredRequest<Name>): Promise<Answer<Name>>;
export function request(url: string, options?: RequestOptions): Promise<void>;
export async function request(url: string, options: RequestOptions & { answer?: SchemaName } = {}): Promise<unknown> {
  try {
    return await send(url, options);
  } catch (error) {
    const staleToken = error instanceof ApiError && error.status === 403 && error.code === 'csrf';
    if (!staleToken || SAFE_METHODS.has(options.method ?? 'GET')) throw error;
    const { token } = await send(`${API_BASE}/csrf`, { answer: 'csrfResponse', signal: options.signal });
    storeCsrfToken(token);
    return send(url, options);
  }
}

async function send<Name extends SchemaName>(url: string, options: AnsweredRequest<Name>): Promise<Answer<Name>>;
async function send(url: string, options: RequestOptions & { answer?: SchemaName }): Promise<unknown>;
async function send(url: string, options: RequestOptions & { answer?: SchemaName }): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ accept: 'application/json' });
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  if (!SAFE_METHODS.has(method)) {
    const token = csrfToken();
    if (token) headers.set('x-csrf-token', token);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, { error: { code: 'network_error', message: 'The server could not be reached.' } });
  }

  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, errorBody(response, payload));
  if (import.meta.env.DEV && options.answer !== undefined) await checkAnswer(options.answer, payload, method, url);
  if (hasCsrfToken(payload)) storeCsrfToken(payload.csrf_token);
  return payload;
}

/**
 * Checks an answer against its schema. The schemas are imported only here, behind
 * `import.meta.env.DEV`, so the production bundle carries neither them nor zod.
 */
async function checkAnswer(name: SchemaName, payload: unknown, method: string, url: string): Promise<void> {
  const schemas = await import('@lectern/contracts');
  const result = (schemas[name] as ZodType).safeParse(payload);
  if (!result.success)
    throw new AnswerMismatchError(
      `The answer of ${method} ${url} does not match ${name}: ${result.error.issues
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ')}`,
    );
}

function hasCsrfToken(payload: unknown): payload is { csrf_token: string } {
  return (
    typeof payload === 'object' && payload !== null && 'csrf_token' in payload && typeof payload.csrf_token === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204 || !response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function errorBody(response: Response, payload: unknown): ErrorResponse {
  if (isErrorResponse(payload)) return payload;
  return { error: { code: `http_${response.status}`, message: response.statusText || `HTTP ${response.status}` } };
}

function isErrorResponse(value: unknown): value is ErrorResponse {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
