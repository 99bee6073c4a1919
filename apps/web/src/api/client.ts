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

/** Calls `API_BASE + path` with JSON in and out, the session cookie, and the CSRF token on unsafe methods. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ accept: 'application/json' });
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  if (!SAFE_METHODS.has(method)) {
    const token = csrfToken();
    if (token) headers.set('x-csrf-token', token);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
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
  return payload as T;
}

/** The anti-forgery token the server puts in the page. */
function csrfToken(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || null;
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
