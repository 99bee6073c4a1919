import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printChargeForm } from '@lectern/contracts';
import { NotFoundError } from '@lectern/domain';
import type { Billing } from '../../billing/service.js';
import { printedChargePage, type BilledParty, type PrintedKind } from '../../billing/printed-charge.js';

/** Only a form's fields, each once: a charge id and the anti-forgery token. */
const FORM_BODY_LIMIT = 4096;

/**
 * Invoice and receipt printing (spec/002 §7): form posts from the billing page, each with the
 * charge's id and the anti-forgery token in the form body (checked by the csrf plugin like the
 * header), answered with a printable page of that charge, one of the billed account's own. A
 * receipt is printed for a paid charge only.
 */
const printRoutes: FastifyPluginAsyncZod<{
  billing: Billing;
  billed: (request: FastifyRequest) => Promise<{ accountId: string; party: BilledParty }>;
}> = async (app, { billing, billed }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  for (const kind of ['invoice', 'receipt'] as const satisfies readonly PrintedKind[]) {
    app.post(
      `/billing/${kind}`,
      { schema: { tags: ['billing'], consumes: ['application/x-www-form-urlencoded'], body: printChargeForm } },
      async (request, reply) => {
        const { accountId, party } = await billed(request);
        const charge = await billing.charge(accountId, request.body.charge_id);
        if (!charge || (kind === 'receipt' && !charge.paid)) throw new NotFoundError('No such charge');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(printedChargePage(kind, charge, party, 'Lectern'));
      },
    );
  }
};

export default printRoutes;
