import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csrfResponse } from '@lectern/contracts';

const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/csrf', { schema: { tags: ['session'], response: { 200: csrfResponse } } }, async (_request, reply) => ({
    token: reply.csrfToken(),
  }));
};

export default csrfRoutes;
