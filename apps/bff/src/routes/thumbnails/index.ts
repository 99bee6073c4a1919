import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deckTokenQuery } from '@lectern/contracts';
import { NotFoundError } from '@lectern/domain';

const params = z.object({ id: z.string().max(64) });

/**
 * A deck's thumbnail (its first slide, rendered by the export worker), to whoever may view the
 * deck, a private link's holder included (`?token=`); to anyone else it does not exist. Its
 * address changes with each new picture (`?v=`), so it may be kept a while, privately.
 */
const thumbnailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/decks/:id/thumbnail',
    {
      schema: { tags: ['decks'], params, querystring: deckTokenQuery.extend({ v: z.string().max(16).optional() }) },
      compress: false,
    },
    async (request, reply) => {
      const deck = await request.authorizedDeck(request.params.id, 'view');
      const stored = deck.thumbnail ? await app.storage.get(deck.thumbnail.key) : null;
      if (!stored) throw new NotFoundError();
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(stored.body);
    },
  );
};

export default thumbnailRoutes;
