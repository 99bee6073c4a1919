import fp from 'fastify-plugin';
import type { Metrics } from '@lectern/service-kit';

/**
 * Every answer's time into a histogram by route pattern (`/api/v1/decks/:id`, never the address
 * asked for, so the series stay few) and status: one observation, no query.
 */
export default fp(
  async (app, options: { histogram: Metrics['httpDuration'] }) => {
    app.addHook('onResponse', (request, reply, done) => {
      options.histogram.observe(
        {
          app: 'bff',
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'request-metrics' },
);
