import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, NotFoundError } from '@lectern/domain';
import { decksUsingMedia } from '@lectern/read-models';
import { deckResource } from '../../decks/policy-resources.js';
import { mediaResource } from '../../media/policy-resources.js';

const params = z.object({ id: z.string().max(64), variant: z.enum(['original', 'thumbnail', 'video']) });

/**
 * Media files. Readable by their owner, or by whoever may view a deck of that owner that shows
 * them (naming someone else's media in one's own deck grants nothing); to anyone else they do
 * not exist. SVG is never rendered as a document on our origin: it is served as an attachment
 * under a sandboxing policy (an <img> still shows it). Files are sent as stored, never
 * compressed on the way.
 */
const mediaFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/media-files/:id/:variant', { schema: { hide: true, params }, compress: false }, async (request, reply) => {
    const media = await app.media.requireMedia(request.params.id);
    const actor = await request.policyActor();
    const readable =
      can(actor, 'view', mediaResource(media)).allowed ||
      (await decksUsingMedia(app.readModels, media.id)).some(
        (deck) => deck.owner_id === media.owner_id && can(actor, 'view', deckResource(deck)).allowed,
      );
    const file = readable ? media[request.params.variant] : null;
    const stored = file ? await app.storage.get(file.key) : null;
    if (!stored) throw new NotFoundError();
    reply
      .header('content-type', stored.contentType)
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self'; sandbox",
      );
    if (stored.contentType === 'image/svg+xml')
      reply.header('content-disposition', `attachment; filename="${media.id}.svg"`);
    return reply.send(stored.body);
  });
};

export default mediaFilesRoutes;
