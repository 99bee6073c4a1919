import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deckTokenQuery,
  PUBLISHER_KEY_HEADER,
  streamResponse,
  streamStateResponse,
  updateStreamRequest,
} from '@lectern/contracts';
import { can, NotFoundError } from '@lectern/domain';
import { deckResource } from '../../decks/policy-resources.js';

const params = z.object({ id: z.string().max(64) });

/**
 * A deck's live stream (spec/001 §7 "Stream"): its presenter creates or resumes it, publishes
 * states, and viewers read the current one. Realtime asks GET on a viewer's behalf when a socket
 * joins the deck's live namespace, so the same rules hold on both paths.
 */
const streamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['streams'];

  /** Whether the request carries the deck's publisher key (verified against the stored stream). */
  const heldKey = async (request: FastifyRequest, deckId: string) => {
    const sent = request.headers[PUBLISHER_KEY_HEADER];
    return app.liveStreams.holdsPublisherKey(deckId, typeof sent === 'string' ? sent : undefined);
  };

  app.post('/decks/:id/stream', { schema: { tags, params, response: { 200: streamResponse } } }, async (request) => {
    const deck = await request.authorizedDeck(request.params.id, 'present_live');
    const stream = await app.liveStreams.openOrResume(deck.id);
    return { publisher_key: stream.publisherKey, active: stream.active, state: stream.state };
  });

  app.get(
    '/decks/:id/stream',
    { schema: { tags, params, querystring: deckTokenQuery, response: { 200: streamStateResponse } } },
    async (request) => {
      // A private deck's stream is as private as the deck: viewing it takes viewing the deck.
      const deck = await request.authorizedDeck(request.params.id, 'view');
      const stream = await app.liveStreams.find(deck.id);
      const resource = { ...deckResource(deck), publisherKey: { valid: await heldKey(request, deck.id) } };
      return {
        state: stream?.state ?? null,
        settings: stream?.settings ?? null,
        active: stream?.active ?? false,
        can_publish: stream !== null && can(await request.policyActor(), 'present_live', resource).allowed,
      };
    },
  );

  app.put(
    '/decks/:id/stream',
    { schema: { tags, params, body: updateStreamRequest, response: { 204: z.null() } } },
    async (request, reply) => {
      const deck = await app.decks.requireDeck(request.params.id);
      await request.authorize('present_live', {
        ...deckResource(deck),
        publisherKey: { valid: await heldKey(request, deck.id) },
      });
      // Publishing needs a stream made by POST first.
      if (!(await app.liveStreams.storeAndPublishState(deck.id, request.body.state))) throw new NotFoundError();
      return reply.status(204).send(null);
    },
  );
};

export default streamsRoutes;
