import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleFontsQuery, googleFontsResponse } from '@lectern/contracts';
import { DomainError } from '@lectern/domain';
import { ProviderError } from '../../external/fetch-json.js';
import { matchingFamilies } from '../../fonts/index.js';

class FontListUnavailableError extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super('The font list did not answer. Please try again.', 'font_list_failed');
  }
}

/**
 * The Google Fonts family list (spec/001 §7) for whoever edits decks: the whole list, or at most
 * `limit` families matching `q` (FONT_AUTOCOMPLETE_RESULTS unless asked, spec/001 §9). Without a
 * configured source it answers `configured: false` and no families.
 */
const fontsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fonts/google',
    { schema: { tags: ['fonts'], querystring: googleFontsQuery, response: { 200: googleFontsResponse } } },
    async (request) => {
      await request.ownAccount('view_account');
      if (!app.fontList) return { configured: false, items: [] };
      let families;
      try {
        families = await app.fontList.families();
      } catch (error) {
        if (error instanceof ProviderError) throw new FontListUnavailableError();
        throw error;
      }
      const { q, limit } = request.query;
      return { configured: true, items: q === undefined ? [...families] : matchingFamilies(families, q, limit) };
    },
  );
};

export default fontsRoutes;
