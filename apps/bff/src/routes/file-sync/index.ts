import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileSyncResponse } from '@lectern/contracts';
import { NotFoundError } from '@lectern/domain';
import { findExport } from '@lectern/read-models';

const exportParams = z.object({ id: z.string().max(64), exportId: z.string().max(64) });

/** Saving a finished export to the file-sync service, for the person who asked for the export. */
const fileSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exports'];

  app.get('/file_sync', { schema: { tags, response: { 200: fileSyncResponse } } }, async (request) => {
    await request.ownAccount('view_account');
    return { provider: app.fileSync.provider, configured: app.fileSync.configured };
  });

  app.post(
    '/decks/:id/exports/:exportId/file_sync',
    { schema: { tags, params: exportParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const deck = await request.authorizedDeck(request.params.id, 'export');
      const userId = await request.ownAccount('view_account');
      const row = await findExport(app.readModels, request.params.exportId);
      if (!row || row.deck_id !== deck.id || row.requester_id !== userId || row.status !== 'done' || !row.file)
        throw new NotFoundError();
      const stored = await app.storage.get(row.file.key);
      if (!stored) throw new NotFoundError();
      await app.fileSync.save(row.file.filename, stored.body, stored.size);
      return reply.status(204).send(null);
    },
  );
};

export default fileSyncRoutes;
