import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { CommentAction, CommentResource } from '@lectern/domain';
import { findComment, type CommentRow } from '@lectern/read-models';
import { NotFoundError } from '@lectern/domain';
import { deckResource } from '../decks/policy-resources.js';
import type { Collaboration } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    collaboration: Collaboration;
  }
  interface FastifyRequest {
    /** The comment, once the policy allows `action` on it for the requester (404 for those who may not see its deck). */
    authorizedComment(commentId: string, action: CommentAction): Promise<CommentRow>;
  }
}

export default fp<{ collaboration: Collaboration }>(
  async (app, options) => {
    app.decorate('collaboration', options.collaboration);
    app.decorateRequest(
      'authorizedComment',
      async function (this: FastifyRequest, commentId: string, action: CommentAction) {
        const comment = await findComment(app.readModels, commentId);
        if (!comment) throw new NotFoundError();
        // Seeing the deck (a private link included) comes first: to anyone else the comment does not exist.
        const deck = await this.authorizedDeck(comment.deck_id, 'view');
        const link = await this.deckLink(deck);
        const resource: CommentResource = {
          type: 'comment',
          authorId: comment.author_id,
          deck: link?.unlocked ? { ...deckResource(deck), accessToken: { valid: true } } : deckResource(deck),
        };
        await this.authorize(action, resource);
        return comment;
      },
    );
  },
  { name: 'collaboration', dependencies: ['policy', 'decks', 'access-tokens'] },
);
