import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statusResponse } from '@lectern/contracts';

const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/status', { schema: { tags: ['session'], response: { 200: statusResponse } } }, async () => ({
    user_signed_in: false,
  }));
};

export default statusRoutes;
