import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@lectern/contracts';
import { ReadModelBehindError } from '../../commands.js';

/**
 * Error handler for a scope of routes: a write whose read models did not catch up in time is
 * a 503 with Retry-After (the client reads again shortly, never a stale answer); any other
 * error goes on to the app's error handler.
 */
export function answerReadModelLag(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof ReadModelBehindError)) throw error;
  const body: ErrorResponse = { error: { code: 'read_model_behind', message: error.message, requestId: request.id } };
  return reply.status(503).header('retry-after', String(error.retryAfterSeconds)).send(body);
}
