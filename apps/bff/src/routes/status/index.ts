import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statusResponse } from '@lectern/contracts';
import { toCurrentUserResponse } from '../../accounts/user-responses.js';

const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/status', { schema: { tags: ['session'], response: { 200: statusResponse } } }, async (request) => {
    const user = request.session ? await app.accounts.findById(request.session.userId) : undefined;
    return user ? { user_signed_in: true, user: toCurrentUserResponse(user) } : { user_signed_in: false };
  });
};

export default statusRoutes;
