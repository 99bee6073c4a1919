import type { FastifyPluginAsync } from 'fastify';
import type { Metrics, MetricsAccess } from '@lectern/service-kit';

/**
 * The process's metrics in the Prometheus text format, for a scraper inside the network: not
 * part of the documented API, and refused (403) to an address `access` does not let read them,
 * including any request relayed from a public client by the ingress. An operator's endpoint, like
 * /healthz: it answers by network address, not by who is signed in.
 */
const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics; access: MetricsAccess }> = async (app, options) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!options.access(request.raw.socket.remoteAddress, request.headers))
      return reply.status(403).send({ error: { code: 'forbidden', message: 'Forbidden', requestId: request.id } });
    const { contentType, body } = await options.metrics.scrape();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
};

export default metricsRoutes;
