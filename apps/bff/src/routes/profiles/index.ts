import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deckResponse, deckTokenQuery, profileDecksQuery, profileDecksResponse } from '@lectern/contracts';
import { can, DECKS_PER_PAGE, NotFoundError } from '@lectern/domain';
import { findDeckByAddress, listProfileDecks, profileTabCounts } from '@lectern/read-models';
import { toDeckCardResponse } from '../../decks/deck-responses.js';
import { deckResource } from '../../decks/policy-resources.js';

/** A user's deck list and deck addresses (`/{username}/{slug-or-id}`). */
const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profiles'];

  app.get(
    '/users/:username/decks',
    {
      schema: {
        tags,
        params: z.object({ username: z.string().max(100) }),
        querystring: profileDecksQuery,
        response: { 200: profileDecksResponse },
      },
    },
    async (request) => {
      const owner = await app.accounts.findByUsername(request.params.username);
      if (!owner) throw new NotFoundError();
      const viewerId = request.session?.userId ?? null;
      const { tab, page } = request.query;
      const [list, tabs] = await Promise.all([
        listProfileDecks(app.readModels, { ownerId: owner.id, viewerId, tab, page, perPage: DECKS_PER_PAGE }),
        profileTabCounts(app.readModels, owner.id, viewerId),
      ]);
      // The query picks what the viewer may see; the policy has the last word on each deck.
      const actor = await request.policyActor();
      const results = list.results.filter((deck) => can(actor, 'view', deckResource(deck)).allowed);
      return { results: results.map(toDeckCardResponse), total: list.total, page, per_page: DECKS_PER_PAGE, tabs };
    },
  );

  /** Resolves a deck address; an old slug answers the deck too, so the client can move to its current address. */
  app.get(
    '/users/:username/decks/:slug',
    {
      schema: {
        tags,
        params: z.object({ username: z.string().max(100), slug: z.string().max(200) }),
        querystring: deckTokenQuery,
        response: { 200: deckResponse },
      },
    },
    async (request) => {
      const owner = await app.accounts.findByUsername(request.params.username);
      const deck = owner ? await findDeckByAddress(app.readModels, owner.id, request.params.slug) : undefined;
      if (!deck) throw new NotFoundError();
      const viewable = await request.authorizedDeck(deck.id, 'view');
      return { deck: await request.deckAnswer(viewable) };
    },
  );
};

export default profilesRoutes;
