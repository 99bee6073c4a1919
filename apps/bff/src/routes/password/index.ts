import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  passwordResetCompletion,
  passwordResetRequest,
  passwordResetRequestResponse,
  sessionResponse,
} from '@lectern/contracts';
import { RATE_LIMITS } from '../../accounts/constants.js';
import { toCurrentUserResponse } from '../../accounts/user-responses.js';
import { unvalidatedField } from '../../plugins/app/rate-limit-keys.js';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimits = (request: FastifyRequest) => [
    { key: `password-reset:ip:${request.ip}`, rule: RATE_LIMITS.passwordResetPerIp },
    {
      key: `password-reset:account:${unvalidatedField(request.body, 'user', 'email')}`,
      rule: RATE_LIMITS.passwordResetPerAccount,
    },
  ];

  /** Always the same answer, so it tells nobody whether an account exists. */
  app.post(
    '/password',
    {
      config: { rateLimits },
      schema: { tags: ['password'], body: passwordResetRequest, response: { 202: passwordResetRequestResponse } },
    },
    async (request, reply) => {
      const email = request.body.user.email.toLowerCase();
      app.accounts.requestPasswordReset(email, request.actor());
      return reply.status(202).send({ message: accountMessages.resetRequested });
    },
  );

  app.put(
    '/password',
    { schema: { tags: ['password'], body: passwordResetCompletion, response: { 200: sessionResponse } } },
    async (request, reply) => {
      const { reset_password_token: token, password } = request.body.user;
      const user = await app.accounts.completePasswordReset(token, password, request.actor());
      await app.sessionStore.destroyAllForUser(user.id);
      await reply.startSession(user.id);
      return { user: toCurrentUserResponse(user), csrf_token: reply.csrfToken() };
    },
  );
};

export default passwordRoutes;
