import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaSearchQuery, mediaSearchResponse, mediaSearchSourcesResponse } from '@lectern/contracts';
import { DomainError, NotFoundError } from '@lectern/domain';
import { ProviderError } from '../../external/fetch-json.js';

class SearchUnavailableError extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super('The search service did not answer. Please try again.', 'search_failed');
  }
}

/** External media search (spec/001 §7), through whichever sources have keys configured. */
const mediaSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['media'];
  app.get(
    '/media/search/sources',
    { schema: { tags, response: { 200: mediaSearchSourcesResponse } } },
    async (request) => {
      await request.ownAccount('view_account');
      return { sources: app.mediaSearch.map((source) => source.name) };
    },
  );

  app.get(
    '/media/search',
    {
      schema: {
        tags,
        querystring: mediaSearchQuery,
        response: { 200: mediaSearchResponse },
      },
    },
    async (request) => {
      await request.ownAccount('view_account');
      const source = app.mediaSearch.find((candidate) => candidate.name === request.query.type);
      if (!source) throw new NotFoundError('This search source is not configured', 'source_not_configured');
      try {
        return {
          results: await source.search(request.query.q, { limit: request.query.limit, offset: request.query.offset }),
        };
      } catch (error) {
        if (error instanceof ProviderError) throw new SearchUnavailableError();
        throw error;
      }
    },
  );
};

export default mediaSearchRoutes;
