import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { awaitReadModels } from '../../commands.js';
import { answerReadModelLag } from './read-model-lag.js';

describe('a write whose read models lag', () => {
  it('answers 503 with Retry-After when the wait times out, and passes other errors on', async () => {
    const app = Fastify();
    app.setErrorHandler((error, _request, reply) => reply.status(418).send({ passed: (error as Error).message }));
    await app.register(async (api) => {
      api.setErrorHandler(answerReadModelLag);
      api.get('/lagging', async () => {
        await awaitReadModels(async () => false, 42, ['projection:decks']);
        return { never: true };
      });
      api.get('/current', async () => {
        await awaitReadModels(async () => true, 42);
        return { ok: true };
      });
      api.get('/broken', async () => {
        throw new Error('something else');
      });
    });
    const lagging = await app.inject({ method: 'GET', url: '/lagging' });
    expect(lagging.statusCode).toBe(503);
    expect(lagging.headers['retry-after']).toBe('1');
    expect(lagging.json().error.code).toBe('read_model_behind');
    expect((await app.inject({ method: 'GET', url: '/current' })).json()).toEqual({ ok: true });
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(418);
    expect(broken.json()).toEqual({ passed: 'something else' });
    await app.close();
  });
});
