import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { deckTokenQuery } from '@lectern/contracts';
import { can, NotFoundError, type DeckResource } from '@lectern/domain';
import { decksUsingMedia, type DeckRow, type MediaRow } from '@lectern/read-models';
import { deckResource } from '../../decks/policy-resources.js';
import { mediaResource } from '../../media/policy-resources.js';

const params = z.object({ id: z.string().max(64), variant: z.enum(['original', 'thumbnail', 'video']) });

async function someAsync<T>(items: readonly T[], test: (item: T) => Promise<boolean>): Promise<boolean> {
  for (const item of items) if (await test(item)) return true;
  return false;
}

/** The deck as the policy sees it for this request: with its private link when `?token=` is one of it, unlocked. */
async function viewedDeck(request: FastifyRequest, deck: DeckRow): Promise<DeckResource> {
  const deckLink = await request.deckLink(deck);
  return deckLink?.unlocked ? { ...deckResource(deck), accessToken: { valid: true } } : deckResource(deck);
}

/** Whether a deck's owner may show this media: their own, or their team's shared media while they are in it. */
const ownerMayShow = (deck: DeckRow, media: MediaRow) =>
  media.team_id === null
    ? deck.owner_id === media.owner_id
    : deck.owner_team_active && deck.owner_team_id === media.team_id;

/**
 * Media files. Readable by whoever may view the media itself (its owner; the team's members for
 * team media), or by whoever may view a deck that shows them and whose owner may show them, a
 * visitor with that deck's private link (`?token=`) included (naming someone else's media in
 * one's own deck grants nothing); to anyone else they do not exist. SVG is never rendered as a
 * document on our origin: it is served as an attachment under a sandboxing policy (an <img> still
 * shows it). Files are sent as stored, never compressed on the way.
 */
const mediaFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media-files/:id/:variant',
    { schema: { hide: true, params, querystring: deckTokenQuery }, compress: false },
    async (request, reply) => {
      const media = await app.media.requireMedia(request.params.id);
      const actor = await request.policyActor();
      const readable =
        can(actor, 'view', mediaResource(media)).allowed ||
        (await someAsync(
          (await decksUsingMedia(app.readModels, media.id)).filter((deck) => ownerMayShow(deck, media)),
          async (deck) => can(actor, 'view', await viewedDeck(request, deck)).allowed,
        ));
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
    },
  );
};

export default mediaFilesRoutes;
