import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handoffQuery, handoffRequest, handoffResponse } from '@lectern/contracts';
import { NotFoundError } from '@lectern/domain';
import { teamResource } from '../../teams/plugin.js';
import { HANDOFF_TTL_MS } from '../../teams/constants.js';
import { issueHandoff, readHandoff } from '../../teams/handoff.js';

/**
 * The one-time hand-off from the app host to a team's subdomain (decision 0025): sessions are
 * host-only, so the signed-in member asks here for a link that starts a session of the team's
 * host. A link works once, on that host, for a minute.
 */
const sessionHandoffRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, options) => {
  const tags = ['session'];

  app.post(
    '/session/handoff',
    { schema: { tags, body: handoffRequest, response: { 200: handoffResponse } } },
    async (request) => {
      // The person's own team, whichever host asks: after a new slug the old host names no team.
      const actor = await request.policyActor();
      const team = actor.kind === 'user' && actor.teamId ? await app.teams.findById(actor.teamId) : undefined;
      if (!team) {
        await request.authorize('view', { type: 'team', id: '' });
        throw new NotFoundError();
      }
      await request.authorize('view', teamResource(team));
      const root = new URL(app.teams.rootUrl(team.slug));
      const token = issueHandoff(options.secret, {
        userId: request.session!.userId,
        host: root.host,
        expiresAt: Date.now() + HANDOFF_TTL_MS,
      });
      const url = new URL('/api/v1/session/handoff', root);
      url.searchParams.set('token', token);
      url.searchParams.set('to', request.body.to);
      return { url: url.toString() };
    },
  );

  /** Spends the link: a session of this host, then the page it was for; a spent or stale link asks to sign in. */
  app.get('/session/handoff', { schema: { tags, querystring: handoffQuery } }, async (request, reply) => {
    const handoff = readHandoff(options.secret, request.query.token, request.headers.host ?? '', Date.now());
    const fresh =
      handoff !== null &&
      (await app.rateLimiter.consume(`handoff:${handoff.nonce}`, { limit: 1, windowMs: HANDOFF_TTL_MS })).allowed;
    if (!handoff || !fresh) return reply.redirect(`/users/sign_in?redirect=${encodeURIComponent(request.query.to)}`);
    await reply.startSession(handoff.userId);
    return reply.redirect(request.query.to, 303);
  });
};

export default sessionHandoffRoutes;
