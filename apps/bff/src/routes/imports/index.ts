import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createImportQuery, importResponse, type DeckImport } from '@lectern/contracts';
import { IMPORT_MAX_BYTES, importMessages, NotFoundError, ValidationError } from '@lectern/domain';
import { findImport, type DeckRow, type ImportRow } from '@lectern/read-models';

const params = z.object({ id: z.string().max(64) });

const toImportResponse = (row: ImportRow, deck: DeckRow): DeckImport => ({
  id: row.id,
  kind: row.kind,
  filename: row.filename,
  status: row.status,
  progress: row.progress,
  slides: row.slides,
  error: row.status === 'failed' ? importMessages[row.problem ?? 'failed'] : null,
  deck: { id: deck.id, slug: deck.slug, user: { username: deck.owner_username } },
  created_at: new Date(row.requested_at).toISOString(),
});

/**
 * Imports (spec/000 §7): a PDF, a PowerPoint file or a reveal.js HTML deck, up to 100 MB, into a
 * new deck of the requester's, or replacing the content of one they may edit. Each import is
 * seen by the person who asked for it only.
 */
const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['imports'];

  await app.register(async (plugin) => {
    const upload = plugin.withTypeProvider<ZodTypeProvider>();
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    upload.post(
      '/imports',
      {
        bodyLimit: IMPORT_MAX_BYTES,
        schema: { tags, querystring: createImportQuery, response: { 201: importResponse } },
      },
      async (request, reply) => {
        const userId = await request.ownAccount('edit_account');
        // A declared size over the limit is refused before a byte is read; an undeclared one is counted.
        if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES)
          throw new ValidationError({ file: [importMessages.tooLarge] }, importMessages.tooLarge);
        const target = request.query.deck_id ? await request.authorizedDeck(request.query.deck_id, 'edit') : null;
        await app.imports.assertRoom(userId);
        const upload = await app.imports.receive(request.body as Readable);
        try {
          const title = request.query.filename.replace(/\.[^.]{1,5}$/, '').trim() || 'Imported deck';
          const deck = target ?? (await app.decks.create(userId, { title }, request.actor()));
          const row = await app.imports.request(
            upload,
            { requesterId: userId, deck, newDeck: target === null, filename: request.query.filename },
            request.actor(),
          );
          return reply.status(201).send({ import: toImportResponse(row, deck) });
        } finally {
          await upload.done();
        }
      },
    );
  });

  app.get('/imports/:id', { schema: { tags, params, response: { 200: importResponse } } }, async (request) => {
    const userId = await request.ownAccount('view_account');
    const row = await findImport(app.readModels, request.params.id);
    if (!row || row.requester_id !== userId) throw new NotFoundError();
    return { import: toImportResponse(row, await app.decks.requireDeck(row.deck_id)) };
  });
};

export default importsRoutes;
