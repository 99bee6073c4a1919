import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, NotFoundError } from '@lectern/domain';
import { MediaSearchError } from '../../media/search/index.js';

const result = z.object({
  url: z.string(),
  thumb_url: z.string(),
  webp_thumb_url: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  download_url: z.string(),
  meta: z.object({ creator_name: z.string().nullable(), profile_url: z.string().nullable() }),
});

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
    { schema: { tags, response: { 200: z.object({ sources: z.array(z.enum(['unsplash', 'giphy'])) }) } } },
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
        querystring: z.object({
          q: z.string().trim().min(1).max(50),
          type: z.enum(['unsplash', 'giphy']),
          limit: z.coerce.number().int().min(1).max(25).default(25),
          offset: z.coerce.number().int().min(0).max(10_000).default(0),
        }),
        response: { 200: z.object({ results: z.array(result) }) },
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
        if (error instanceof MediaSearchError || (error instanceof Error && error.name === 'TimeoutError'))
          throw new SearchUnavailableError();
        throw error;
      }
    },
  );
};

export default mediaSearchRoutes;
