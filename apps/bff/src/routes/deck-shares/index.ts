import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deckShareRequest } from '@lectern/contracts';
import { deckShareRecipients } from '@lectern/domain';
import { DECK_SHARE_RATE_LIMITS } from '../../access-tokens/constants.js';

const params = z.object({ id: z.string().max(64) });

/** Sharing a deck by e-mail (spec/001 §3): its address, or one of its private links, sent to people with a message. */
const deckSharesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimits = (request: FastifyRequest) => [
    {
      key: `deck-share:${request.session ? `user:${request.session.userId}` : `ip:${request.ip}`}`,
      rule: DECK_SHARE_RATE_LIMITS.perSender,
    },
  ];

  app.post(
    '/decks/:id/deck_shares',
    {
      config: { rateLimits },
      schema: { tags: ['sharing'], params, body: deckShareRequest, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const input = request.body.deck_share;
      let deck = await request.authorizedDeck(request.params.id, 'share_by_email');
      // Sending a private link is managing it: only those who manage the deck's links may.
      if (input.access_token_id) deck = await request.authorizedDeck(deck.id, 'manage_access_tokens');
      const link = input.access_token_id ? await app.accessTokens.requireOf(deck, input.access_token_id) : undefined;
      await app.sharing.shareByEmail(deck, {
        recipients: deckShareRecipients(input.emails),
        from: input.from,
        body: input.body,
        link,
      });
      return reply.status(204).send(null);
    },
  );
};

export default deckSharesRoutes;
