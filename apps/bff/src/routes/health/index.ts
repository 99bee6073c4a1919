import type { FastifyPluginAsync } from 'fastify';

/**
 * Liveness and readiness for orchestrators; not part of the documented API. Readiness also
 * names the projections that parked events they could not apply (they go on with the rest).
 */
const healthRoutes: FastifyPluginAsync<{
  ready: () => Promise<boolean>;
  parkedEvents: () => Promise<Record<string, number>>;
  isStopping: () => boolean;
}> = async (app, options) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const ready = !options.isStopping() && (await options.ready().catch(() => false));
    const parked = ready ? await options.parkedEvents().catch(() => ({})) : {};
    if (Object.keys(parked).length > 0) request.log.warn({ parked }, 'projections have parked events');
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not ready',
      ...(Object.keys(parked).length > 0 ? { parked_events: parked } : {}),
    });
  });
};

export default healthRoutes;
