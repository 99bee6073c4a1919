import fp from 'fastify-plugin';
import { isWellFormedPathParameter, PATH_PARAMETER_MAX_LENGTH } from '@lectern/contracts';
import { NotFoundError } from '@lectern/domain';

/** A path parameter of PATH_PARAMETER_MAX_LENGTH characters of four UTF-8 bytes each, percent-encoded. */
export const ENCODED_PATH_PARAMETER_MAX_LENGTH = PATH_PARAMETER_MAX_LENGTH * 4 * 3;

/** What an undecodable or overlong segment is read as: a NUL, which no route or page takes. */
const UNREADABLE_SEGMENT = '%00';

const isReadableSegment = (segment: string) => {
  if (segment.length > ENCODED_PATH_PARAMETER_MAX_LENGTH) return false;
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
};

/**
 * The address with every path segment the router could not decode (`%FF`, half a surrogate pair)
 * or would refuse as too long replaced by one it decodes and every check refuses, so such an
 * address meets the same 404 as any other malformed one (a page's, or an API route's), never the
 * router's own error.
 */
export function withReadableSegments(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = pathname.split('/');
  if (segments.every(isReadableSegment)) return url;
  const readable = segments.map((segment) => (isReadableSegment(segment) ? segment : UNREADABLE_SEGMENT)).join('/');
  return queryAt === -1 ? readable : readable + url.slice(queryAt);
}

/**
 * Path parameters are inputs too: before anything reads a session or a table, every route's
 * parameters must be well formed (`isWellFormedPathParameter`: bounded plain text, no NUL, lone
 * surrogate, control, direction or zero-width character). A malformed one names nothing, so the
 * answer is the 404 an unknown id gets. A route's own params schema may bound it further; the
 * error handler answers that 404 too. Pages, which are not routes here, are checked by the SPA
 * plugin (`isWellFormedPageAddress`).
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      // The not-found handler (the SPA's pages) holds the whole path as its one parameter.
      if (request.is404) return;
      const params = request.params as Record<string, unknown> | undefined;
      for (const value of Object.values(params ?? {})) {
        if (typeof value !== 'string' || !isWellFormedPathParameter(value)) throw new NotFoundError();
      }
    });
  },
  { name: 'path-parameters', dependencies: ['error-handler'] },
);
