import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerMismatchError, ApiError, apiRequest, request } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let meta: { content: string };

  beforeEach(() => {
    meta = { content: 'token-1' };
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', {
      querySelector: (selector: string) => (selector === 'meta[name="csrf-token"]' ? meta : null),
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const sent = (call = 0) => {
    const [url, init] = fetchMock.mock.calls[call]!;
    return { url, init: init!, headers: new Headers(init!.headers) };
  };
  const staleToken = () => json(403, { error: { code: 'csrf', message: 'Invalid or missing CSRF token' } });

  it('reads JSON from /api/v1 with credentials and no CSRF token on a GET', async () => {
    fetchMock.mockResolvedValue(json(200, { user_signed_in: true }));

    await expect(apiRequest('/status')).resolves.toEqual({ user_signed_in: true });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/v1/status');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get('x-csrf-token')).toBeNull();
  });

  it('sends a JSON body and the page CSRF token on an unsafe method', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiRequest('/decks/1', { method: 'PUT', body: { deck: { title: 'Hi' } } })).resolves.toBeUndefined();
    const { init, headers } = sent();
    expect(init.body).toBe('{"deck":{"title":"Hi"}}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-csrf-token')).toBe('token-1');
  });

  it('turns an error answer into an ApiError with status, code, message and fields', async () => {
    const body = {
      error: { code: 'validation_failed', message: 'Can not be empty', fields: { title: ['Can not be empty'] } },
    };
    fetchMock.mockResolvedValue(json(422, body));

    const error = await apiRequest('/decks', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Can not be empty', body });
    expect((error as ApiError).fields).toEqual({ title: ['Can not be empty'] });
  });

  it('gives an ApiError with a code from the status when the answer is not an error body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));

    await expect(apiRequest('/status')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Bad Gateway',
    });
  });

  it('gives an ApiError with status 0 when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(apiRequest('/status')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('lets an aborted request reject with the abort', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(controller.signal.reason);

    await expect(apiRequest('/status', { signal: controller.signal })).rejects.toBe(controller.signal.reason);
  });

  it('calls a path outside /api/v1 as it is', async () => {
    fetchMock.mockResolvedValue(json(200, {}));

    await request('/users.json', { method: 'PUT', body: { user: {} } });
    expect(sent().url).toBe('/users.json');
  });

  it("keeps a new session's token from the answer for the next unsafe call", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user: { id: '1' }, csrf_token: 'token-2' }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));

    await apiRequest('/session', { method: 'POST', body: { user: {} } });
    await apiRequest('/session', { method: 'DELETE' });
    expect(meta.content).toBe('token-2');
    expect(sent(1).headers.get('x-csrf-token')).toBe('token-2');
  });

  it('fetches a fresh token after a stale-token answer and tries once more with it', async () => {
    fetchMock.mockResolvedValueOnce(staleToken());
    fetchMock.mockResolvedValueOnce(json(200, { token: 'token-3' }));
    fetchMock.mockResolvedValueOnce(json(201, { ok: true }));

    await expect(apiRequest('/users', { method: 'POST', body: {} })).resolves.toEqual({ ok: true });
    expect(sent(1).url).toBe('/api/v1/csrf');
    expect(sent(1).init.method).toBe('GET');
    expect(sent(2).url).toBe('/api/v1/users');
    expect(sent(2).headers.get('x-csrf-token')).toBe('token-3');
  });

  it('gives up after one retry with a fresh token', async () => {
    fetchMock.mockResolvedValueOnce(staleToken());
    fetchMock.mockResolvedValueOnce(json(200, { token: 'token-3' }));
    fetchMock.mockResolvedValueOnce(staleToken());

    await expect(apiRequest('/users', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'csrf',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a GET or another 403', async () => {
    fetchMock.mockResolvedValueOnce(staleToken());
    await expect(apiRequest('/status')).rejects.toMatchObject({ code: 'csrf' });

    fetchMock.mockResolvedValueOnce(json(403, { error: { code: 'forbidden', message: 'No' } }));
    await expect(apiRequest('/decks/1', { method: 'DELETE' })).rejects.toMatchObject({ code: 'forbidden' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks an answer against its contract schema in development and tests', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user_signed_in: false }));
    await expect(apiRequest('/status', { answer: 'statusResponse' })).resolves.toEqual({ user_signed_in: false });

    fetchMock.mockResolvedValueOnce(json(200, { user_signed_in: 'no' }));
    const error = await apiRequest('/status', { answer: 'statusResponse' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerMismatchError);
    expect((error as Error).message).toBe(
      'The answer of GET /api/v1/status does not match statusResponse: user_signed_in: Invalid input: expected boolean, received string',
    );
  });

  it('gives the answer as it came, without what checking it would strip', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user_signed_in: false, extra: 1 }));
    await expect(apiRequest('/status', { answer: 'statusResponse' })).resolves.toEqual({
      user_signed_in: false,
      extra: 1,
    });
  });

  it('sends a file as it is, with the CSRF token and no JSON content type', async () => {
    const file = new Blob(['bytes'], { type: 'image/png' });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));

    await request('/api/v1/media/1/file', { method: 'PUT', file });
    const { init, headers } = sent();
    expect(init.body).toBe(file);
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('x-csrf-token')).toBe('token-1');
  });
});
