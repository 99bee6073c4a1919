import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createExportRequest, exportResponse, exportsResponse } from '@lectern/contracts';
import { NotFoundError } from '@lectern/domain';
import { findExport, listDeckExports } from '@lectern/read-models';
import { toExportResponse } from '../../exports/export-responses.js';

const params = z.object({ id: z.string().max(64) });
const exportParams = params.extend({ exportId: z.string().max(64) });
/** The exports of a deck the export menu lists (the newest). */
const LISTED_EXPORTS = 20;

/**
 * Exports of a deck (spec/000 §7): asked for by whoever the policy lets export it, each seen
 * only by the person who asked for it. Options default to the requester's export settings.
 */
const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exports'];

  /** The deck and the requester's export job of it, or a 404 for anyone else's. */
  async function ownExport(request: FastifyRequest, deckId: string, exportId: string) {
    const deck = await request.authorizedDeck(deckId, 'export');
    const userId = await request.ownAccount('view_account');
    const row = await findExport(app.readModels, exportId);
    if (!row || row.deck_id !== deck.id || row.requester_id !== userId) throw new NotFoundError();
    return row;
  }

  app.get('/decks/:id/exports', { schema: { tags, params, response: { 200: exportsResponse } } }, async (request) => {
    const deck = await request.authorizedDeck(request.params.id, 'export');
    const userId = await request.ownAccount('view_account');
    const rows = await listDeckExports(app.readModels, deck.id, userId, LISTED_EXPORTS);
    return { exports: rows.map(toExportResponse) };
  });

  app.post(
    '/decks/:id/exports',
    { schema: { tags, params, body: createExportRequest, response: { 201: exportResponse } } },
    async (request, reply) => {
      const deck = await request.authorizedDeck(request.params.id, 'export');
      const user = await app.accounts.findById(await request.ownAccount('view_account'));
      if (!user) throw new NotFoundError();
      const { settings } = user;
      const asked = request.body.export.options ?? {};
      const row = await app.exports.request(
        deck,
        await app.deckLook(deck),
        user.id,
        request.body.export.format,
        {
          controls: asked.controls ?? settings.export_controls,
          separate_fragments: asked.separate_fragments ?? settings.export_separate_fragments,
          notes: asked.notes ?? settings.export_notes,
          margin: asked.margin ?? settings.export_margin,
          slide_numbers: asked.slide_numbers ?? settings.export_slide_numbers,
        },
        request.actor(),
      );
      return reply.status(201).send({ export: toExportResponse(row) });
    },
  );

  app.get(
    '/decks/:id/exports/:exportId',
    { schema: { tags, params: exportParams, response: { 200: exportResponse } } },
    async (request) => ({
      export: toExportResponse(await ownExport(request, request.params.id, request.params.exportId)),
    }),
  );

  /** The file of a finished export, as an attachment. */
  app.get(
    '/decks/:id/exports/:exportId/file',
    { schema: { tags, params: exportParams }, compress: false },
    async (request, reply) => {
      const row = await ownExport(request, request.params.id, request.params.exportId);
      const stored = row.status === 'done' && row.file ? await app.storage.get(row.file.key) : null;
      if (!stored || !row.file) throw new NotFoundError();
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.size)
        .header('content-disposition', `attachment; filename="${row.file.filename.replace(/[^\w.-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );
};

export default exportsRoutes;
