import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publicUser,
  removeAvatarResponse,
  servicesResponse,
  sessionResponse,
  signUpRequest,
  usernameLookupQuery,
} from '@lectern/contracts';
import { NotFoundError } from '@lectern/domain';
import { signUpAttempts } from '../../accounts/sign-up-limits.js';
import { toCurrentUserResponse, toPublicUserResponse } from '../../accounts/user-responses.js';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      config: { rateLimits: signUpAttempts, botCheck: true },
      schema: { tags: ['users'], body: signUpRequest, response: { 201: sessionResponse } },
    },
    async (request, reply) => {
      const user = await app.accounts.signUp(request.body.user, request.actor());
      await reply.startSession(user.id);
      return reply.status(201).send({ user: toCurrentUserResponse(user), csrf_token: reply.csrfToken() });
    },
  );

  /** Username availability: 204 taken, 404 free (spec/000 §7). */
  app.get(
    '/users/lookup',
    { schema: { tags: ['users'], querystring: usernameLookupQuery, response: { 204: z.null(), 404: z.null() } } },
    async (request, reply) => {
      const taken = await app.accounts.isUsernameTaken(request.query.username);
      return reply.status(taken ? 204 : 404).send(null);
    },
  );

  /** The sign-in providers' accounts linked to one's own (spec/000 §7 "services"). */
  app.get('/users/services', { schema: { tags: ['users'], response: { 200: servicesResponse } } }, async (request) => {
    const identities = await app.accounts.linkedIdentities(await request.ownAccount('view_account'));
    return {
      services: identities.map((identity) => ({
        provider: identity.provider,
        name: app.signInProviders.get(identity.provider)?.name ?? identity.provider,
        email: identity.email,
        linked_at: identity.linked_at.toISOString(),
      })),
    };
  });

  app.delete(
    '/users/remove_avatar',
    { schema: { tags: ['users'], response: { 200: removeAvatarResponse } } },
    async (request) => {
      const user = await app.accounts.removeProfilePhoto(await request.ownAccount('edit_account'), request.actor());
      return { thumbnail_url: user.profile_photo };
    },
  );

  /** A user by id or username, as anyone may see them. */
  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        params: z.object({ id: z.string().max(200) }),
        response: { 200: z.object({ user: publicUser }) },
      },
    },
    async (request) => {
      const user =
        (await app.accounts.findById(request.params.id).catch(() => undefined)) ??
        (await app.accounts.findByUsername(request.params.id));
      if (!user) throw new NotFoundError();
      return { user: toPublicUserResponse(user) };
    },
  );
};

export default usersRoutes;
