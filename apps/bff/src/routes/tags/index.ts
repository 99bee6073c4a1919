import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  modelIdsRequest,
  renameTagRequest,
  tagResponse,
  tagsQuery,
  tagsResponse,
  teamTagsQuery,
  type Tag,
} from '@lectern/contracts';
import { NotFoundError } from '@lectern/domain';
import { listTags, type TagRow, type TagScope } from '@lectern/read-models';
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

/** Whose tags a request is about, and the tags found there. */
interface OpenScope {
  scope: TagScope;
  creator: { ownerId: string; teamId: string | null };
  holds: (tag: TagRow) => boolean;
}

/**
 * Tags: the requester's own under `/tags`, and the tags of their team's shared media under
 * `/team/tags` (spec/001 §7), which members read and managers change. A tag is found only where it
 * belongs; decks and media are tagged only when the requester may edit them, and only with a tag of
 * the library that holds them.
 */
const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tags'];
  const scopes: Record<'/tags' | '/team/tags', (request: FastifyRequest, change: boolean) => Promise<OpenScope>> = {
    '/tags': async (request, change) => {
      const ownerId = await request.ownAccount(change ? 'edit_account' : 'view_account');
      return { scope: { ownerId }, creator: { ownerId, teamId: null }, holds: (tag) => tag.team_id === null };
    },
    '/team/tags': async (request, change) => {
      const team = await request.authorizedTeam(change ? 'manage_team_media' : 'use_team_media');
      return {
        scope: { teamId: team.id },
        creator: { ownerId: request.actor().userId ?? '', teamId: team.id },
        holds: (tag) => tag.team_id === team.id,
      };
    },
  };

  const tagIn = async (open: OpenScope, request: FastifyRequest, tagId: string) => {
    const tag = await app.tags.requireTag(tagId);
    if (!open.holds(tag)) throw new NotFoundError();
    await request.authorize('edit', { type: 'tag', ownerId: tag.owner_id, teamId: tag.team_id });
    return tag;
  };

  /** Only what the tag's library holds: one's own media for one's own tags, the team's for the team's. */
  const authorizeModel = async (request: FastifyRequest, tag: TagRow, modelId: string) => {
    if (tag.tag_type === 'deck') return request.authorize('edit', deckResource(await app.decks.requireDeck(modelId)));
    const media = await app.media.requireMedia(modelId);
    if (media.team_id !== tag.team_id) throw new NotFoundError();
    await request.authorize('edit', mediaResource(media));
  };

  for (const [prefix, open] of Object.entries(scopes)) {
    const querystring = prefix === '/tags' ? tagsQuery : teamTagsQuery;

    app.get(prefix, { schema: { tags, querystring, response: { 200: tagsResponse } } }, async (request) => {
      const { scope } = await open(request, false);
      return { tags: (await listTags(app.readModels, scope, request.query.tag_type)).map(toTag) };
    });

    app.post(prefix, { schema: { tags, querystring, response: { 201: tagResponse } } }, async (request, reply) => {
      const { creator } = await open(request, true);
      return reply
        .status(201)
        .send({ tag: toTag(await app.tags.create(creator, request.query.tag_type, request.actor())) });
    });

    app.put(
      `${prefix}/:id`,
      { schema: { tags, params, body: renameTagRequest, response: { 200: tagResponse } } },
      async (request) => {
        const tag = await tagIn(await open(request, false), request, request.params.id);
        await app.tags.rename(tag, request.body.tag.name, request.actor());
        return { tag: toTag(await app.tags.requireTag(tag.id)) };
      },
    );

    app.delete(`${prefix}/:id`, { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
      await app.tags.remove(await tagIn(await open(request, false), request, request.params.id), request.actor());
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
        url: `${prefix}/:id/${path}`,
        schema: { tags, params, body: modelIdsRequest, response: { 200: tagResponse } },
        handler: async (request) => {
          const tag = await tagIn(await open(request, false), request, request.params.id);
          for (const modelId of request.body.model_ids) await authorizeModel(request, tag, modelId);
          await app.tags[change](tag, request.body.model_ids, request.actor());
          return { tag: toTag(await app.tags.requireTag(tag.id)) };
        },
      });
    }
  }
};

export default tagsRoutes;
