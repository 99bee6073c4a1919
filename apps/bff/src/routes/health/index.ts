import type { FastifyPluginAsync } from 'fastify';

/** Liveness and readiness for orchestrators; not part of the documented API. */
const healthRoutes: FastifyPluginAsync<{ ready: () => Promise<boolean>; isStopping: () => boolean }> = async (
  app,
  options,
) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const ready = !options.isStopping() && (await options.ready().catch(() => false));
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready' });
  });
};

export default healthRoutes;
