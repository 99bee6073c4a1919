import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { modelIdsRequest, renameTagRequest, tagResponse, tagsQuery, tagsResponse, type Tag } from '@lectern/contracts';
import { listTags, type TagRow } from '@lectern/read-models';
import { deckResource } from '../../decks/policy-resources.js';
import { mediaResource } from '../../media/policy-resources.js';

const params = z.object({ id: z.string().max(64) });
const toTag = (row: TagRow): Tag => ({
  id: row.id,
  name: row.name,
  tag_type: row.tag_type,
  decks: row.tag_type === 'deck' ? row.model_ids : [],
  medias: row.tag_type === 'media' ? row.model_ids : [],
});

/** The requester's own tags; decks and media are tagged only when the requester may edit them. */
const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tags'];
  const ownTag = async (request: FastifyRequest, tagId: string) => {
    const tag = await app.tags.requireTag(tagId);
    await request.authorize('edit', { type: 'tag', ownerId: tag.owner_id });
    return tag;
  };

  app.get('/tags', { schema: { tags, querystring: tagsQuery, response: { 200: tagsResponse } } }, async (request) => {
    const userId = await request.ownAccount('view_account');
    return { tags: (await listTags(app.readModels, userId, request.query.tag_type)).map(toTag) };
  });

  app.post(
    '/tags',
    { schema: { tags, querystring: tagsQuery, response: { 201: tagResponse } } },
    async (request, reply) => {
      const userId = await request.ownAccount('edit_account');
      return reply
        .status(201)
        .send({ tag: toTag(await app.tags.create(userId, request.query.tag_type, request.actor())) });
    },
  );

  app.put(
    '/tags/:id',
    { schema: { tags, params, body: renameTagRequest, response: { 200: tagResponse } } },
    async (request) => {
      const tag = await ownTag(request, request.params.id);
      await app.tags.rename(tag, request.body.tag.name, request.actor());
      return { tag: toTag(await app.tags.requireTag(tag.id)) };
    },
  );

  app.delete('/tags/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
    await app.tags.remove(await ownTag(request, request.params.id), request.actor());
    return reply.status(204).send(null);
  });

  for (const [method, path, change] of [
    ['POST', 'add_decks', 'tagModels'],
    ['DELETE', 'remove_decks', 'untagModels'],
    ['POST', 'add_media', 'tagModels'],
    ['DELETE', 'remove_media', 'untagModels'],
  ] as const) {
    app.route({
      method,
      url: `/tags/:id/${path}`,
      schema: { tags, params, body: modelIdsRequest, response: { 200: tagResponse } },
      handler: async (request) => {
        const tag = await ownTag(request, request.params.id);
        for (const modelId of request.body.model_ids) {
          if (tag.tag_type === 'deck')
            await request.authorize('edit', deckResource(await app.decks.requireDeck(modelId)));
          else await request.authorize('edit', mediaResource(await app.media.requireMedia(modelId)));
        }
        await app.tags[change](tag, request.body.model_ids, request.actor());
        return { tag: toTag(await app.tags.requireTag(tag.id)) };
      },
    });
  }
};

export default tagsRoutes;
