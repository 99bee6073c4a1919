import type { FastifyPluginAsync } from 'fastify';
import { ForgedWebhookError, type Billing } from '../../billing/service.js';

/**
 * POST /billing/webhooks: the payment provider's events. Not a person's call: no session and no
 * anti-forgery token; the provider's signature over the raw body is its authority (checked by
 * its SDK), so the body is kept as sent, unparsed. A forged or stale signature is a 400.
 */
const webhookRoutes: FastifyPluginAsync<{ billing: Billing }> = async (app, { billing }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/billing/webhooks',
    {
      config: {
        csrfNotNeeded:
          'the payment provider posts it; its signature over the body, checked before anything is recorded, is what a token would prove',
      },
      schema: { tags: ['billing'], hide: true },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof request.body !== 'string' || typeof signature !== 'string')
        return reply.status(400).send({ error: { code: 'invalid_signature', message: 'No signature' } });
      try {
        await billing.receiveWebhook(request.body, signature, request.id);
      } catch (error) {
        if (!(error instanceof ForgedWebhookError)) throw error;
        request.log.warn({ err: error }, 'a webhook with a signature that does not hold');
        return reply.status(400).send({ error: { code: 'invalid_signature', message: 'Invalid signature' } });
      }
      return reply.status(200).send({ received: true });
    },
  );
};

export default webhookRoutes;
