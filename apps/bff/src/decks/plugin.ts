import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { DeckAction } from '@lectern/domain';
import type { DeckRow } from '@lectern/read-models';
import { deckResource } from './present.js';
import type { Decks } from './service.js';
import type { Tags } from './tags.js';

declare module 'fastify' {
  interface FastifyInstance {
    decks: Decks;
    tags: Tags;
  }
  interface FastifyRequest {
    /** The deck, once the policy allows `action` on it for the requester (404 for those who may not see it). */
    authorizedDeck(deckId: string, action: DeckAction): Promise<DeckRow>;
  }
}

export default fp<{ decks: Decks; tags: Tags }>(
  async (app, options) => {
    app.decorate('decks', options.decks);
    app.decorate('tags', options.tags);
    app.decorateRequest('authorizedDeck', async function (this: FastifyRequest, deckId: string, action: DeckAction) {
      const deck = await options.decks.requireDeck(deckId);
      await this.authorize(action, deckResource(deck));
      return deck;
    });
  },
  { name: 'decks', dependencies: ['policy'] },
);
