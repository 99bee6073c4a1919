import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSettingsResponse, userSettingsUpdateRequest } from '@lectern/contracts';
import { UnauthenticatedError } from '@lectern/domain';

const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user_settings',
    { schema: { tags: ['users'], response: { 200: userSettingsResponse } } },
    async (request) => {
      const user = await app.accounts.findById(await request.ownAccount('view_account'));
      if (!user) throw new UnauthenticatedError();
      return { user_settings: user.settings };
    },
  );

  app.put(
    '/user_settings',
    { schema: { tags: ['users'], body: userSettingsUpdateRequest, response: { 200: userSettingsResponse } } },
    async (request) => {
      const settings = await app.accounts.updateSettings(
        await request.ownAccount('edit_settings'),
        request.body.user_settings,
        request.actor(),
      );
      return { user_settings: settings };
    },
  );
};

export default userSettingsRoutes;
