import { csrfToken, storeCsrfToken } from './csrf';

/** Base path of every API call; the BFF answers it on the same origin. */
export const API_BASE = '/api/v1';

/** The error body every /api/v1 failure answers with. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string[]>;
  };
}

/** A request that did not get a 2xx answer. `status` is 0 when no answer arrived at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
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

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Calls `API_BASE + path`; see `request`. */
export function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return request<T>(`${API_BASE}${path}`, options);
}

/**
 * Calls a same-origin `url` with JSON in and out, the session cookie, and the CSRF token on unsafe
 * methods. An answer carrying `csrf_token` (the session changed) replaces the token. A 403 `csrf`
 * answer means the token is stale: a fresh one is fetched and the call is tried once more.
 */
export async function request<T>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  try {
    return await send<T>(url, options);
  } catch (error) {
    const staleToken = error instanceof ApiError && error.status === 403 && error.code === 'csrf';
    if (!staleToken || SAFE_METHODS.has(options.method ?? 'GET')) throw error;
    const { token } = await send<{ token: string }>(`${API_BASE}/csrf`, { signal: options.signal });
    storeCsrfToken(token);
    return send<T>(url, options);
  }
}

async function send<T>(url: string, options: ApiRequestOptions): Promise<T> {
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
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, { error: { code: 'network_error', message: 'The server could not be reached.' } });
  }

  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, errorBody(response, payload));
  if (hasCsrfToken(payload)) storeCsrfToken(payload.csrf_token);
  return payload as T;
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

function errorBody(response: Response, payload: unknown): ApiErrorBody {
  if (isApiErrorBody(payload)) return payload;
  return { error: { code: `http_${response.status}`, message: response.statusText || `HTTP ${response.status}` } };
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
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
