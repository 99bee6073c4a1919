import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  createMediaRequest,
  mediaFromUrlRequest,
  mediaListQuery,
  mediaListResponse,
  mediaResponse,
  mediaUsageResponse,
  updateMediaRequest,
} from '@lectern/contracts';
import { NotFoundError, PLAN_LIMITS } from '@lectern/domain';
import { heldPlanOf, listMedia, listTags, type MediaLibrary, type MediaRow } from '@lectern/read-models';
import { mediaKindOf, toMediaItemResponse } from '../../media/media-responses.js';
import { mediaResource } from '../../media/policy-resources.js';

const params = z.object({ id: z.string().max(64) });
const MEDIA_PER_PAGE = 50;
/** Media inserted from URLs, per person. */
const FROM_URL_RULE = { limit: 30, windowMs: 60_000 };
/** The largest upload any plan allows; each upload is held to its own plan's limit as it arrives. */
const MAX_UPLOAD_BYTES = Math.max(
  ...Object.values(PLAN_LIMITS).flatMap((plan) => [plan.imageUploadLimit, plan.videoUploadLimit]),
);

/** A library as one request opens it: whose it is, and who adds to it. */
interface OpenLibrary {
  library: MediaLibrary;
  uploader: { ownerId: string; teamId: string | null };
  holds: (media: MediaRow) => boolean;
}

/**
 * The media libraries of spec/001 §7: the requester's own under `/media`, and their team's shared
 * media under `/team/media` ("equivalents"), which every member reads and only managers change.
 * An item is found only in the library that holds it; the policy decides what may be done to it.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['media'];
  const libraries: Record<
    '/media' | '/team/media',
    (request: FastifyRequest, change: boolean) => Promise<OpenLibrary>
  > = {
    '/media': async (request, change) => {
      const ownerId = await request.ownAccount(change ? 'edit_account' : 'view_account');
      return {
        library: { ownerId },
        uploader: { ownerId, teamId: null },
        holds: (media) => media.team_id === null,
      };
    },
    '/team/media': async (request, change) => {
      const team = await request.authorizedTeam(change ? 'manage_team_media' : 'use_team_media');
      return {
        library: { teamId: team.id },
        uploader: { ownerId: request.actor().userId ?? '', teamId: team.id },
        holds: (media) => media.team_id === team.id,
      };
    },
  };

  /** The item, once the policy allows `action` on it; unknown ids and other libraries' items are not found. */
  const itemIn = async (
    library: OpenLibrary | null,
    request: FastifyRequest,
    id: string,
    action: 'view' | 'edit' | 'delete',
  ) => {
    const media = await app.media.requireMedia(id);
    if (library && !library.holds(media)) throw new NotFoundError();
    await request.authorize(action, mediaResource(media));
    return media;
  };

  // The file itself, as raw bytes of any declared type: its content decides what it is. One address
  // (`upload_url`) for both libraries: the policy knows whose item it is.
  await app.register(async (plugin) => {
    const upload = plugin.withTypeProvider<ZodTypeProvider>();
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    upload.put(
      '/media/:id/file',
      { bodyLimit: MAX_UPLOAD_BYTES, schema: { tags, params, response: { 200: mediaResponse } } },
      async (request) => {
        const media = await itemIn(null, request, request.params.id, 'edit');
        return {
          media: toMediaItemResponse(await app.media.storeUpload(media, request.body as Readable, request.actor())),
        };
      },
    );
  });

  for (const [prefix, open] of Object.entries(libraries)) {
    app.post(
      prefix,
      { schema: { tags, body: createMediaRequest, response: { 201: mediaResponse } } },
      async (request, reply) => {
        const { uploader } = await open(request, true);
        const { type, filename } = request.body.media;
        const media = await app.media.create(uploader, mediaKindOf(type), filename, request.actor());
        return reply.status(201).send({ media: toMediaItemResponse(media) });
      },
    );

    app.post(
      `${prefix}/from_url`,
      {
        schema: { tags, body: mediaFromUrlRequest, response: { 201: mediaResponse } },
        // Each one makes the server fetch a stranger's address: a person's fetches are bounded.
        config: {
          rateLimits: (request) => [
            { key: `media-from-url:${request.actor().userId ?? request.ip}`, rule: FROM_URL_RULE },
          ],
        },
      },
      async (request, reply) => {
        const { uploader } = await open(request, true);
        const { url, type } = request.body.media;
        const only = type === undefined ? undefined : mediaKindOf(type);
        const media = await app.media.storeFromUrl(uploader, url, only, app.fetchFile, request.actor());
        return reply.status(201).send({ media: toMediaItemResponse(media) });
      },
    );

    app.get(
      prefix,
      { schema: { tags, querystring: mediaListQuery, response: { 200: mediaListResponse } } },
      async (request) => {
        const { library } = await open(request, false);
        const { page, type, hidden } = request.query;
        const kind = type === undefined ? undefined : mediaKindOf(type);
        const [list, tags] = await Promise.all([
          listMedia(app.readModels, { library, kind, hidden: hidden === 'true', page, perPage: MEDIA_PER_PAGE }),
          listTags(app.readModels, library, 'media'),
        ]);
        const tagsOf = (mediaId: string) => tags.filter((tag) => tag.model_ids.includes(mediaId)).map((tag) => tag.id);
        return {
          results: list.results.map((row) => toMediaItemResponse(row, tagsOf(row.id))),
          total: list.total,
          per_page: MEDIA_PER_PAGE,
        };
      },
    );

    app.get(`${prefix}/:id`, { schema: { tags, params, response: { 200: mediaResponse } } }, async (request) => ({
      media: toMediaItemResponse(await itemIn(await open(request, false), request, request.params.id, 'view')),
    }));

    app.put(
      `${prefix}/:id`,
      { schema: { tags, params, body: updateMediaRequest, response: { 200: mediaResponse } } },
      async (request) => {
        const media = await itemIn(await open(request, false), request, request.params.id, 'edit');
        return { media: toMediaItemResponse(await app.media.update(media, request.body.media, request.actor())) };
      },
    );

    app.delete(`${prefix}/:id`, { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
      const media = await itemIn(await open(request, false), request, request.params.id, 'delete');
      await app.media.remove(media, request.actor());
      return reply.status(204).send(null);
    });
  }

  /** Storage used by the requester's media, and the limit of the plan they hold (spec/001 §7: bytes). */
  app.get('/media/usage', { schema: { tags, response: { 200: mediaUsageResponse } } }, async (request) => {
    const user = await app.accounts.findById(await request.ownAccount('view_account'));
    return { bytes: user?.storage_used ?? 0, limit: PLAN_LIMITS[user ? heldPlanOf(user) : 'default'].storageLimit };
  });
};

export default mediaRoutes;
