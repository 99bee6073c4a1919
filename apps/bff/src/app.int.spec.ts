import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError } from '@lectern/domain';
import { StreamVersionConflictError } from '@lectern/event-store';
import { createTestBff, type TestBff } from './testing/harness.js';

describe('bff', () => {
  let bff: TestBff;
  let app: FastifyInstance;
  let ready = true;

  beforeAll(async () => {
    bff = await createTestBff({ ready: async () => ready, extend: addFailingRoutes });
    app = bff.app;
  });
  afterAll(() => bff.close());

  /** Routes that throw each kind of error, to check the one error handler. */
  function addFailingRoutes(app: FastifyInstance) {
    app.post(
      '/api/v1/test/validate',
      { schema: { body: z.object({ user: z.object({ email: z.email() }) }) } },
      async () => ({}),
    );
    app.get('/api/v1/test/conflict', async () => {
      throw new ConflictError();
    });
    app.get('/api/v1/test/stream-conflict', async () => {
      throw new StreamVersionConflictError('deck-1', 3, 4);
    });
    app.get('/api/v1/test/forbidden', async () => {
      throw new ForbiddenError();
    });
    app.get('/api/v1/test/missing', async () => {
      throw new NotFoundError();
    });
    app.get('/api/v1/test/crash', async () => {
      throw new Error('secret internals');
    });
  }

  it('answers the session status, with or without the .json suffix', async () => {
    for (const url of ['/api/v1/status', '/api/v1/status.json']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user_signed_in: false });
    }
  });

  it('gives every answer a request id, and keeps one the caller sent', async () => {
    const generated = await app.inject({ url: '/api/v1/status' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: '/api/v1/status', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
  });

  it('maps validation failures to 422 with field messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test/validate',
      payload: { user: { email: 'nope' } },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual(['user.email']);
  });

  it('maps domain errors to their statuses with a JSON body', async () => {
    expect((await app.inject({ url: '/api/v1/test/conflict' })).statusCode).toBe(409);
    expect((await app.inject({ url: '/api/v1/test/stream-conflict' })).statusCode).toBe(409);
    expect((await app.inject({ url: '/api/v1/test/forbidden' })).statusCode).toBe(403);
    const missing = await app.inject({ url: '/api/v1/test/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'not_found', message: 'Not found' });
  });

  it('hides internals of unexpected failures', async () => {
    const response = await app.inject({ url: '/api/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internals');
    expect(response.json().error.code).toBe('internal');
  });

  it('answers unknown API paths with a JSON 404 and every other page with the web app', async () => {
    const api = await app.inject({ url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const page = await app.inject({ url: '/explore' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.body).toMatch(/<meta name="csrf-token" content="[\w-]{43}">/);
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/v1/status'].get.responses['200']).toBeDefined();
    expect(Object.keys(document.paths).some((p) => p.includes('/test/'))).toBe(true);
  });

  it('reports liveness and readiness', async () => {
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    ready = false;
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    ready = true;
  });
});
