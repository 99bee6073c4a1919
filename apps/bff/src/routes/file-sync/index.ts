import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  fileSyncCallbackQuery,
  fileSyncConnectionResponse,
  fileSyncResponse,
  fileSyncSavedResponse,
  type FileSyncConnectProblem,
} from '@lectern/contracts';
import { NotFoundError } from '@lectern/domain';
import { findExport } from '@lectern/read-models';
import { CONNECT_FLOW_TTL_MS, FILE_SYNC_RATE_LIMITS, fileSyncMessages } from '../../file-sync/constants.js';
import { connectFlows, DropboxError, FileSyncFailure, type FileSync } from '../../file-sync/index.js';

const exportParams = z.object({ id: z.string().max(64), exportId: z.string().max(64) });
const tags = ['exports'];
const failures = { 409: errorResponse, 502: errorResponse, 503: errorResponse };

/** Where the browser lands after Dropbox: the account screen, told how connecting went. */
const accountScreen = (problem?: FileSyncConnectProblem) =>
  `/users/edit?${new URLSearchParams(problem ? { file_sync_error: problem } : { file_sync: 'connected' })}`;

/**
 * Each person's own Dropbox (decision 0054): their connection's state, connecting (the way to
 * Dropbox's consent page and back, its `state` bound to the session that asked), disconnecting,
 * and saving a finished export there, for the person who asked for the export.
 */
const fileSyncRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, options) => {
  const flows = connectFlows(options.secret);

  const configured = (): FileSync => {
    if (!app.fileSync) throw new FileSyncFailure(503, 'file_sync_not_configured', fileSyncMessages.notConfigured);
    return app.fileSync;
  };
  /** Runs `work`, answering a FileSyncFailure with its status and message. */
  async function answering<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof FileSyncFailure)) throw error;
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message, requestId: request.id } });
    }
  }

  app.get('/file_sync', { schema: { tags, response: { 200: fileSyncResponse } } }, async (request) => {
    const userId = await request.ownAccount('view_account');
    if (!app.fileSync)
      return { provider: 'Dropbox', configured: false, connected: false, connected_at: null, ended: null };
    const status = await app.fileSync.status(userId);
    return {
      provider: app.fileSync.provider,
      configured: true,
      connected: status.connected,
      connected_at: status.connectedAt,
      ended: status.ended,
    };
  });

  app.post(
    '/file_sync/connection',
    { schema: { tags, response: { 200: fileSyncConnectionResponse, ...failures } } },
    async (request, reply) =>
      answering(request, reply, async () => {
        await request.ownAccount('edit_account');
        const fileSync = configured();
        return { authorize_url: fileSync.authorizeUrl(flows.start(request.session!.id)) };
      }),
  );

  app.get(
    '/file_sync/callback',
    {
      config: {
        rateLimits: (request) => [
          { key: `file-sync-callback:ip:${request.ip}`, rule: FILE_SYNC_RATE_LIMITS.callbackPerIp },
        ],
      },
      schema: { tags, querystring: fileSyncCallbackQuery },
    },
    async (request, reply) => {
      if (!app.fileSync) throw new NotFoundError();
      const refuse = (problem: FileSyncConnectProblem) => reply.redirect(accountScreen(problem), 303);
      // Signed out meanwhile: the account screen asks to sign in, and connecting starts again.
      if (!request.session) return refuse('expired');
      const userId = await request.ownAccount('edit_account');
      const flow = request.query.state ? flows.resume(request.session.id, request.query.state) : null;
      if (!flow) return refuse('expired');
      // One way back per flow: a replayed answer finds its state spent.
      const fresh = await app.rateLimiter.consume(`file-sync-state:${flow.nonce}`, {
        limit: 1,
        windowMs: CONNECT_FLOW_TTL_MS,
      });
      if (!fresh.allowed) return refuse('expired');
      if (request.query.error) return refuse(request.query.error === 'access_denied' ? 'cancelled' : 'failed');
      if (!request.query.code) return refuse('failed');
      try {
        await app.fileSync.connect(userId, request.query.code, flow, request.actor());
      } catch (error) {
        if (!(error instanceof DropboxError)) throw error;
        request.log.warn({ err: error }, 'Dropbox connection refused');
        return refuse('failed');
      }
      return reply.redirect(accountScreen(), 303);
    },
  );

  app.delete(
    '/file_sync/connection',
    { schema: { tags, response: { 204: z.null(), ...failures } } },
    async (request, reply) =>
      answering(request, reply, async () => {
        const userId = await request.ownAccount('edit_account');
        await configured().disconnect(userId, request.actor());
        return reply.status(204).send(null);
      }),
  );

  app.post(
    '/decks/:id/exports/:exportId/file_sync',
    {
      config: {
        rateLimits: (request) => [
          {
            key: `file-sync-save:user:${request.session?.userId ?? request.ip}`,
            rule: FILE_SYNC_RATE_LIMITS.savesPerUser,
          },
        ],
      },
      schema: { tags, params: exportParams, response: { 200: fileSyncSavedResponse, ...failures } },
    },
    async (request, reply) =>
      answering(request, reply, async () => {
        const deck = await request.authorizedDeck(request.params.id, 'export');
        const userId = await request.ownAccount('view_account');
        const fileSync = configured();
        const row = await findExport(app.readModels, request.params.exportId);
        if (!row || row.deck_id !== deck.id || row.requester_id !== userId || row.status !== 'done' || !row.file)
          throw new NotFoundError();
        const { key, filename } = row.file;
        const open = async () => {
          const stored = await app.storage.get(key);
          if (!stored) throw new NotFoundError();
          return { body: stored.body, size: stored.size };
        };
        return fileSync.save(userId, filename, open, request.actor());
      }),
  );
};

export default fileSyncRoutes;
