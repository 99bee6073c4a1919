import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@lectern/contracts';
import { awaitReadModels, ReadModelBehindError, type WaitFor } from '../../commands.js';
import { isSignature, signature } from '../../secrets.js';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The requester made a write that the read models show only once they reach `position`
     * (a content save, answered from its own append): their following requests wait for it.
     */
    readsWaitFor(position: number): void;
  }
  interface FastifyRequest {
    /**
     * The answer must show the log up to `position` (an event another service acts on, asking what
     * it changed): waits for the read models to reach it, else throws ReadModelBehindError (a 503).
     */
    readAfter(position: number): Promise<void>;
  }
}

/** How long a written position is carried: far longer than any read model lags behind. */
const CARRIED_SECONDS = 60;

/**
 * Read-your-writes for writes answered before the read models show them: the position a write
 * produced travels in a signed cookie, and every request that carries it first waits for the
 * read models such writes show in to reach it (at once when it has, as it nearly always has). A wait that times
 * out is a 503 with Retry-After, never a stale answer. Signed with the session, so a position
 * cannot be forged or carried into another session.
 */
export default fp<{
  secret: Buffer;
  secure: boolean;
  waitFor: WaitFor;
  /** The read models such a write shows in (checkpoint names). */
  readModels: readonly string[];
}>(
  async (app, options) => {
    const cookieName = options.secure ? '__Host-lectern_written' : 'lectern_written';
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
    const sign = (position: number, sessionId: string | undefined) =>
      signature(options.secret, `written.${position}.${sessionId ?? ''}`);

    app.decorateReply('readsWaitFor', function (this: FastifyReply, position: number) {
      const value = `${position}.${sign(position, this.request.session?.id)}`;
      this.setCookie(cookieName, value, { ...cookieOptions, maxAge: CARRIED_SECONDS });
    });

    app.decorateRequest('readAfter', async function (this: FastifyRequest, position: number) {
      await awaitReadModels(options.waitFor, position, options.readModels);
    });

    app.addHook('onRequest', async (request, reply) => {
      const carried = request.cookies[cookieName];
      if (!carried) return;
      const [text, sent] = carried.split('.', 2);
      const position = Number(text);
      if (!Number.isSafeInteger(position) || !isSignature(sent, sign(position, request.session?.id))) return;
      if (await options.waitFor(position, options.readModels)) return;
      const behind = new ReadModelBehindError();
      const body: ErrorResponse = {
        error: { code: 'read_model_behind', message: behind.message, requestId: request.id },
      };
      return reply.status(503).header('retry-after', String(behind.retryAfterSeconds)).send(body);
    });
  },
  { name: 'read-your-writes', dependencies: ['sessions'] },
);
