import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exploreQuery, exploreResponse } from '@lectern/contracts';
import { explorePage } from '../../explore/explore.js';

/** Explore: public decks only, whoever asks. */
const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/explore',
    { schema: { tags: ['explore'], querystring: exploreQuery, response: { 200: exploreResponse } } },
    (request) => explorePage(request, request.query),
  );
};

export default exploreRoutes;
