import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenPasswordRequest,
  accessTokenUnlockResponse,
  accessTokenResponse,
  accessTokensResponse,
  createAccessTokenRequest,
  updateAccessTokenRequest,
} from '@lectern/contracts';
import { NotFoundError, ValidationError } from '@lectern/domain';
import { accessTokenMessages, ACCESS_TOKEN_RATE_LIMITS } from '../../access-tokens/constants.js';
import { toAccessTokenResponse } from '../../access-tokens/access-token-responses.js';

const deckParams = z.object({ id: z.string().max(64) });
const tokenParams = deckParams.extend({ tokenId: z.string().max(64) });
const noContent = { 204: z.null() };

/** Access tokens (private links in the UI): managed by a deck's owners and admins on a plan with access tokens; opened with a password. */
const accessTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['access tokens'];

  app.get(
    '/decks/:id/access_tokens',
    { schema: { tags, params: deckParams, response: { 200: accessTokensResponse } } },
    async (request) => {
      const deck = await request.authorizedDeck(request.params.id, 'manage_access_tokens');
      return { access_tokens: (await app.accessTokens.list(deck)).map(toAccessTokenResponse) };
    },
  );

  app.post(
    '/decks/:id/access_tokens',
    { schema: { tags, params: deckParams, body: createAccessTokenRequest, response: { 201: accessTokenResponse } } },
    async (request, reply) => {
      const deck = await request.authorizedDeck(request.params.id, 'manage_access_tokens');
      const link = await app.accessTokens.create(deck, request.body.access_token?.name, request.actor());
      return reply.status(201).send({ access_token: toAccessTokenResponse(link) });
    },
  );

  app.put(
    '/decks/:id/access_tokens/:tokenId',
    { schema: { tags, params: tokenParams, body: updateAccessTokenRequest, response: { 200: accessTokenResponse } } },
    async (request) => {
      const input = request.body.access_token;
      let deck = await request.authorizedDeck(request.params.id, 'manage_access_tokens');
      if (input.embed_domain_whitelist !== undefined)
        deck = await request.authorizedDeck(deck.id, 'set_embed_whitelist');
      const link = await app.accessTokens.update(
        deck,
        request.params.tokenId,
        {
          name: input.name,
          password: input.password,
          linkType: input.link_type,
          notifyOnView: input.notify_on_view,
          embedDomainWhitelist: input.embed_domain_whitelist,
        },
        request.actor(),
      );
      return { access_token: toAccessTokenResponse(link) };
    },
  );

  app.delete(
    '/decks/:id/access_tokens/:tokenId',
    { schema: { tags, params: tokenParams, response: noContent } },
    async (request, reply) => {
      const deck = await request.authorizedDeck(request.params.id, 'manage_access_tokens');
      await app.accessTokens.delete(deck, request.params.tokenId, request.actor());
      return reply.status(204).send(null);
    },
  );

  // Params are not validated yet when attempts are counted.
  const rateLimits = (request: FastifyRequest) => [
    { key: `access-token-password:ip:${request.ip}`, rule: ACCESS_TOKEN_RATE_LIMITS.passwordPerIp },
    {
      key: `access-token-password:token:${String((request.params as { token?: unknown }).token)}`,
      rule: ACCESS_TOKEN_RATE_LIMITS.passwordPerToken,
    },
  ];

  /** A visitor gives a protected link's password; this browser may then open the deck with the link. */
  app.put(
    '/access_tokens/:token',
    {
      config: {
        rateLimits,
        csrfNotNeeded:
          'the password form also runs in frames on other sites; a forged request must know the password, and its unlock is neither kept by the browser (the cookie is SameSite=Lax) nor readable by the forger',
      },
      schema: {
        tags,
        params: z.object({ token: z.string().max(200) }),
        body: accessTokenPasswordRequest,
        response: { 200: accessTokenUnlockResponse },
      },
    },
    async (request, reply) => {
      const link = await app.accessTokens.findByToken(request.params.token);
      if (!link) throw new NotFoundError();
      if (!(await app.accessTokens.passwordMatches(link, request.body.access_token.password)))
        throw new ValidationError({ 'access_token.password': [accessTokenMessages.wrongPassword] });
      return reply.status(200).send({ access_token: { token: reply.rememberUnlocked(link) } });
    },
  );
};

export default accessTokensRoutes;
