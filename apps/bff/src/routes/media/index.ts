import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  createMediaRequest,
  mediaListQuery,
  mediaListResponse,
  mediaResponse,
  mediaUsageResponse,
  updateMediaRequest,
} from '@lectern/contracts';
import { PLAN_LIMITS } from '@lectern/domain';
import { listMedia, listTags } from '@lectern/read-models';
import { mediaKindOf, toMediaItemResponse } from '../../media/media-responses.js';
import { mediaResource } from '../../media/policy-resources.js';

const params = z.object({ id: z.string().max(64) });
const MEDIA_PER_PAGE = 50;
/** The largest upload any plan allows; each upload is held to its own plan's limit as it arrives. */
const MAX_UPLOAD_BYTES = Math.max(
  ...Object.values(PLAN_LIMITS).flatMap((plan) => [plan.imageUploadLimit, plan.videoUploadLimit]),
);

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['media'];
  const ownMedia = async (request: FastifyRequest, id: string, action: 'view' | 'edit' | 'delete') => {
    const media = await app.media.requireMedia(id);
    await request.authorize(action, mediaResource(media));
    return media;
  };

  app.post(
    '/media',
    { schema: { tags, body: createMediaRequest, response: { 201: mediaResponse } } },
    async (request, reply) => {
      const userId = await request.ownAccount('edit_account');
      const { type, filename } = request.body.media;
      const media = await app.media.create(userId, mediaKindOf(type), filename, request.actor());
      return reply.status(201).send({ media: toMediaItemResponse(media) });
    },
  );

  // The file itself, as raw bytes of any declared type: its content decides what it is.
  await app.register(async (plugin) => {
    const upload = plugin.withTypeProvider<ZodTypeProvider>();
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    upload.put(
      '/media/:id/file',
      { bodyLimit: MAX_UPLOAD_BYTES, schema: { tags, params, response: { 200: mediaResponse } } },
      async (request) => {
        const media = await ownMedia(request, request.params.id, 'edit');
        return {
          media: toMediaItemResponse(await app.media.storeUpload(media, request.body as Readable, request.actor())),
        };
      },
    );
  });

  app.get(
    '/media',
    { schema: { tags, querystring: mediaListQuery, response: { 200: mediaListResponse } } },
    async (request) => {
      const userId = await request.ownAccount('view_account');
      const { page, type, hidden } = request.query;
      const kind = type === undefined ? undefined : mediaKindOf(type);
      const [list, tags] = await Promise.all([
        listMedia(app.readModels, { ownerId: userId, kind, hidden: hidden === 'true', page, perPage: MEDIA_PER_PAGE }),
        listTags(app.readModels, userId, 'media'),
      ]);
      const tagsOf = (mediaId: string) => tags.filter((tag) => tag.model_ids.includes(mediaId)).map((tag) => tag.id);
      return {
        results: list.results.map((row) => toMediaItemResponse(row, tagsOf(row.id))),
        total: list.total,
        per_page: MEDIA_PER_PAGE,
      };
    },
  );

  /** Storage used by the requester's media, and their plan's limit (spec/001 §7: bytes). */
  app.get('/media/usage', { schema: { tags, response: { 200: mediaUsageResponse } } }, async (request) => {
    const user = await app.accounts.findById(await request.ownAccount('view_account'));
    return { bytes: user?.storage_used ?? 0, limit: PLAN_LIMITS[user?.account_type ?? 'default'].storageLimit };
  });

  app.get('/media/:id', { schema: { tags, params, response: { 200: mediaResponse } } }, async (request) => ({
    media: toMediaItemResponse(await ownMedia(request, request.params.id, 'view')),
  }));

  app.put(
    '/media/:id',
    { schema: { tags, params, body: updateMediaRequest, response: { 200: mediaResponse } } },
    async (request) => {
      const media = await ownMedia(request, request.params.id, 'edit');
      return { media: toMediaItemResponse(await app.media.update(media, request.body.media, request.actor())) };
    },
  );

  app.delete('/media/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
    await app.media.remove(await ownMedia(request, request.params.id, 'delete'), request.actor());
    return reply.status(204).send(null);
  });
};

export default mediaRoutes;
