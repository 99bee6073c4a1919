import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deckTemplatesResponse } from '@lectern/contracts';
import { listDeckTemplates } from '../../decks/deck-templates.js';

/** GET /deck_templates (spec/000 §7, spec/001 §2): what the signed-in person's new decks may start from. */
const deckTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deck_templates',
    { schema: { tags: ['decks'], response: { 200: deckTemplatesResponse } } },
    async (request) => {
      await request.ownAccount('view_account');
      return { results: await listDeckTemplates(app.readModels, await request.policyActor()) };
    },
  );
};

export default deckTemplatesRoutes;
