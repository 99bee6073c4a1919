import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { urlCheckQuery, urlCheckResponse } from '@lectern/contracts';
import { DomainError } from '@lectern/domain';
import { SafeFetchRefused } from '../../url-check/safe-fetch.js';

/**
 * The X-frame check of a URL (spec/000 §7 "/urls check", spec/001 §7): signed-in people ask
 * whether a page they put in an iframe lets other sites frame it. The server fetches only public
 * https addresses (`url-check/`); anything else is refused with `url_refused`.
 */
/** The address leads somewhere the server does not fetch, or did not answer. */
class UrlRefusedError extends DomainError {
  readonly kind = 'validation';
  constructor() {
    super('This address can not be checked', 'url_refused');
  }
}

const urlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/urls/check',
    { schema: { tags: ['urls'], querystring: urlCheckQuery, response: { 200: urlCheckResponse } } },
    async (request) => {
      await request.ownAccount('view_account');
      const { url } = request.query;
      try {
        return { url, ...(await app.framingCheck(url)) };
      } catch (error) {
        if (error instanceof SafeFetchRefused) throw new UrlRefusedError();
        throw error;
      }
    },
  );
};

export default urlRoutes;
