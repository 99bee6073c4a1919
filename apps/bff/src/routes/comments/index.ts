import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentParams,
  commentResponse,
  commentsQuery,
  commentsResponse,
  createCommentRequest,
  deckTokenQuery,
  updateCommentRequest,
} from '@lectern/contracts';
import { collaborationMessages, ConflictError } from '@lectern/domain';
import { commentsUnread, findComment, listComments } from '@lectern/read-models';
import { toComment } from '../../collaboration/collaboration-responses.js';

const params = z.object({ id: z.string().min(1).max(64) });
/** spec/001 §7: comments come a page at a time, newest first. */
export const COMMENTS_PER_PAGE = 20;

/** Comments on a collaborative deck (spec/001 §4, §6, §7): everyone who may comment reads and writes them. */
const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['comments'];

  app.get(
    '/decks/:id/comments',
    {
      schema: {
        tags,
        params,
        querystring: commentsQuery.extend(deckTokenQuery.shape),
        response: { 200: commentsResponse },
      },
    },
    async (request) => {
      const userId = await request.ownAccount('view_account');
      const deck = await request.authorizedDeck(request.params.id, 'comment');
      const { slide_hash: slideHash, page, offset_id: offsetId } = request.query;
      const [list, unread] = await Promise.all([
        listComments(app.readModels, { deckId: deck.id, slideHash, offsetId, page, perPage: COMMENTS_PER_PAGE }),
        commentsUnread(app.readModels, deck.id, userId),
      ]);
      return {
        comments: list.comments.map(toComment),
        has_more: list.hasMore,
        unread_count: unread.unread,
        read_at: unread.readAt ? new Date(unread.readAt).toISOString() : null,
      };
    },
  );

  app.post(
    '/decks/:id/comments',
    { schema: { tags, params, body: createCommentRequest, response: { 201: commentResponse } } },
    async (request, reply) => {
      const userId = await request.ownAccount('view_account');
      const deck = await request.authorizedDeck(request.params.id, 'comment');
      if (!deck.collaborative) throw new ConflictError(collaborationMessages.notCollaborative, 'not_collaborative');
      const { message, slide_hash: slideHash } = request.body.comment;
      const id = await app.collaboration.addComment(
        deck,
        { authorId: userId, message, slideHash: slideHash ?? null },
        request.actor(),
      );
      return reply.status(201).send({ comment: toComment((await findComment(app.readModels, id))!) });
    },
  );

  app.put(
    '/comments/:commentId',
    { schema: { tags, params: commentParams, body: updateCommentRequest, response: { 200: commentResponse } } },
    async (request) => {
      const comment = await request.authorizedComment(request.params.commentId, 'edit');
      await app.collaboration.editComment(comment.id, request.body.comment.message, request.actor());
      return { comment: toComment((await findComment(app.readModels, comment.id))!) };
    },
  );

  app.delete(
    '/comments/:commentId',
    { schema: { tags, params: commentParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const comment = await request.authorizedComment(request.params.commentId, 'delete');
      await app.collaboration.removeComment(comment.id, request.session!.userId, request.actor());
      return reply.status(204).send(null);
    },
  );
};

export default commentsRoutes;
