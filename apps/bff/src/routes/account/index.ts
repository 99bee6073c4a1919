import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountUpdateRequest, accountUpdateResponse } from '@lectern/contracts';
import { toCurrentUserResponse } from '../../accounts/user-responses.js';

/** Account edit: `PUT /users.json`, outside /api/v1 as the product has always had it. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users.json',
    { schema: { tags: ['users'], body: accountUpdateRequest, response: { 200: accountUpdateResponse } } },
    async (request, reply) => {
      const userId = await request.ownAccount('edit_account');
      const { user, passwordChanged } = await app.accounts.updateAccount(userId, request.body.user, request.actor());
      if (passwordChanged) {
        // A new password ends every other session; this one continues under a new id.
        await app.sessionStore.destroyAllForUser(userId);
        await reply.startSession(userId);
      }
      return { user: toCurrentUserResponse(user), csrf_token: reply.csrfToken() };
    },
  );
};

export default accountRoutes;
