import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, RateLimitedError, ValidationError, type FieldErrors } from '@lectern/domain';
import { StreamVersionConflictError } from '@lectern/event-store';
import type { ErrorResponse } from '@lectern/contracts';

const STATUS_BY_KIND: Record<DomainError['kind'], number> = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

const body = (code: string, message: string, requestId: string, fields?: FieldErrors): ErrorResponse => ({
  error: { code, message, requestId, ...(fields ? { fields } : {}) },
});

/** Field messages keyed by the dotted path of the offending value (`user.email`). */
function fieldsOf(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    // A body that is not an object at all (`null`, an array, a number) has its issue at the root: `_`.
    const path = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || path?.map(String).join('.') || '_';
    // Zod gives every issue a message; fastify's type leaves it optional.
    (fields[key] ??= []).push(issue.message ?? 'Invalid input');
  }
  return fields;
}

/** The one place errors become answers: domain errors by kind, validation 422 (404 for a path's parameters), the rest 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A path that names nothing a route can take (`/decks/{id}` with a 65-character id) names nothing.
      if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
        return reply.status(404).send(body('not_found', 'Not found', request.id));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(422).send(body('validation_failed', 'Validation failed', request.id, fieldsOf(error)));
      }
      if (error instanceof ValidationError) {
        return reply.status(422).send(body(error.code, error.message, request.id, error.fields));
      }
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error instanceof DomainError) {
        return reply.status(STATUS_BY_KIND[error.kind]).send(body(error.code, error.message, request.id));
      }
      if (error instanceof StreamVersionConflictError) {
        return reply.status(409).send(body('conflict', 'The resource was changed by someone else', request.id));
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'request failed');
      const message = status === 500 ? 'Internal server error' : error.message;
      return reply
        .status(status)
        .send(body(status === 500 ? 'internal' : (error.code ?? 'bad_request').toLowerCase(), message, request.id));
    });
  },
  { name: 'error-handler' },
);
