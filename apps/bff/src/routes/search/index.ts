import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery, searchResponse } from '@lectern/contracts';
import { SEARCH_DECKS_PER_PAGE } from '@lectern/domain';
import { searchDecks } from '@lectern/read-models';
import { toDeckCardResponse } from '../../decks/deck-responses.js';

/** Deck search: public decks and the searcher's own, never anything else. */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    { schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchResponse } } },
    async (request) => {
      const { q, page, sort } = request.query;
      const found = await searchDecks(app.readModels, {
        query: q.trim(),
        viewerId: request.session?.userId ?? null,
        page,
        perPage: SEARCH_DECKS_PER_PAGE,
        sort,
      });
      return {
        total: found.total,
        results: found.results.map(toDeckCardResponse),
        decks_per_page: SEARCH_DECKS_PER_PAGE,
      };
    },
  );
};

export default searchRoutes;
