import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionResponse, signInRequest } from '@lectern/contracts';
import { RATE_LIMITS } from '../../accounts/constants.js';
import { toCurrentUser } from '../../accounts/present.js';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/session',
    { schema: { tags: ['session'], body: signInRequest, response: { 200: sessionResponse } } },
    async (request, reply) => {
      const { login, password } = request.body.user;
      await app.limitAttempts([
        { key: `sign-in:ip:${request.ip}`, rule: RATE_LIMITS.signInPerIp },
        { key: `sign-in:account:${login.toLowerCase()}`, rule: RATE_LIMITS.signInPerAccount },
      ]);
      const user = await app.accounts.signIn(login, password);
      await reply.startSession(user.id);
      return { user: toCurrentUser(user), csrf_token: reply.csrfToken() };
    },
  );

  app.delete('/session', { schema: { tags: ['session'], response: { 204: z.null() } } }, async (_request, reply) => {
    await reply.endSession();
    return reply.status(204).send(null);
  });
};

export default sessionRoutes;
