import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, smsRequest, smsStatusResponse } from '@lectern/contracts';
import { SMS_RATE_LIMITS } from '../../sms/constants.js';
import { SmsDeliveryError, SmsNotConfiguredError } from '../../sms/index.js';

const params = z.object({ id: z.string().max(64) });

/** Texting a deck's remote control link (spec/001 §7 "SMS"), and whether this server can. */
const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['streams'];
  const rateLimits = (request: FastifyRequest) => [
    {
      key: `sms:${request.session ? `user:${request.session.userId}` : `ip:${request.ip}`}`,
      rule: SMS_RATE_LIMITS.perSender,
    },
  ];

  app.get('/sms', { schema: { tags, response: { 200: smsStatusResponse } } }, async () => ({
    configured: app.remoteControlTexts.configured,
  }));

  app.post(
    '/decks/:id/sms',
    {
      config: { rateLimits },
      schema: {
        tags,
        params,
        body: smsRequest,
        response: { 204: z.null(), 502: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      // The link drives the presentation: only its presenters may send it.
      const deck = await request.authorizedDeck(request.params.id, 'present_live');
      const stream = await app.liveStreams.openOrResume(deck.id);
      const failure = (status: 502 | 503, code: string, message: string) =>
        reply.status(status).send({ error: { code, message, requestId: request.id } });
      try {
        await app.remoteControlTexts.send(deck, stream.publisherKey, {
          countryCode: request.body.country_code,
          phoneNumber: request.body.phone_number,
        });
      } catch (error) {
        if (error instanceof SmsNotConfiguredError) return failure(503, 'sms_not_configured', error.message);
        if (!(error instanceof SmsDeliveryError)) throw error;
        request.log.warn({ err: error }, 'text message not sent');
        return failure(502, 'sms_failed', 'The text message could not be sent.');
      }
      return reply.status(204).send(null);
    },
  );
};

export default smsRoutes;
