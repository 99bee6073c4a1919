import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from '@lectern/service-kit';
import swagger from './plugins/external/swagger.js';
import errorHandler from './plugins/app/error-handler.js';
import spa from './plugins/app/spa.js';
import healthRoutes from './routes/health/index.js';
import statusRoutes from './routes/status/index.js';

export interface BffDependencies {
  logger: Logger;
  webRoot: string;
  /** Readiness of everything the BFF depends on. */
  ready: () => Promise<boolean>;
  /** Waits until the read models reflect the log up to `position` (read-your-writes). */
  waitFor: (position: number) => Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    waitFor: BffDependencies['waitFor'];
  }
}

/** `/api/v1/x.json` is the same call as `/api/v1/x`, as the hosted product's clients use both. */
function stripJsonSuffix(url: string): string {
  const [pathname, query] = url.split(/\?(.*)/s, 2);
  if (!pathname!.startsWith('/api/') || !pathname!.endsWith('.json')) return url;
  return pathname!.slice(0, -'.json'.length) + (query !== undefined ? `?${query}` : '');
}

export async function buildBff(deps: BffDependencies): Promise<FastifyInstance> {
  let stopping = false;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    rewriteUrl: (request) => stripJsonSuffix(request.url ?? '/'),
    bodyLimit: 5 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('waitFor', deps.waitFor);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    stopping = true;
  });

  await app.register(swagger);
  await app.register(errorHandler);
  await app.register(healthRoutes, { ready: deps.ready, isStopping: () => stopping });
  await app.register(
    async (api) => {
      await api.register(statusRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(spa, { webRoot: deps.webRoot });
  return app;
}
