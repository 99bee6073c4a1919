import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionResponse, signInRequest } from '@lectern/contracts';
import { RATE_LIMITS } from '../../accounts/constants.js';
import { toCurrentUserResponse } from '../../accounts/user-responses.js';
import { unvalidatedField } from '../../plugins/app/rate-limit-keys.js';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const accountKey = async (request: FastifyRequest) =>
    `sign-in:account:${await app.accounts.signInSubject(unvalidatedField(request.body, 'user', 'login'))}:ip:${request.ip}`;
  const rateLimits = async (request: FastifyRequest) => [
    { key: `sign-in:ip:${request.ip}`, rule: RATE_LIMITS.signInPerIp },
    { key: await accountKey(request), rule: RATE_LIMITS.signInPerAccountAndIp },
  ];

  app.post(
    '/session',
    {
      config: { rateLimits, botCheck: true },
      schema: { tags: ['session'], body: signInRequest, response: { 200: sessionResponse } },
    },
    async (request, reply) => {
      const { login, password } = request.body.user;
      const user = await app.accounts.signIn(login, password);
      await app.rateLimiter.reset(await accountKey(request));
      await reply.startSession(user.id);
      return { user: toCurrentUserResponse(user), csrf_token: reply.csrfToken() };
    },
  );

  app.delete('/session', { schema: { tags: ['session'], response: { 204: z.null() } } }, async (_request, reply) => {
    await reply.endSession();
    return reply.status(204).send(null);
  });
};

export default sessionRoutes;
