import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationRequest,
  acceptInvitationResponse,
  createInvitationRequest,
  invitationDetailsResponse,
  teamInviteResponse,
  teamInvitesResponse,
} from '@lectern/contracts';
import { accountMessages, ValidationError } from '@lectern/domain';
import { RATE_LIMITS } from '../../accounts/constants.js';
import { toCurrentUserResponse } from '../../accounts/user-responses.js';
import { toTeamInviteResponse, toTeamResponse } from '../../teams/team-responses.js';

const invitationParams = z.object({ id: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(200) });

/** Invitations (spec/002 §7): managers send, resend and cancel them; the link signs a person up into the team. */
const teamInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['team invitations'];
  const inviterName = async (request: FastifyRequest) =>
    (await app.accounts.findById(request.session?.userId ?? ''))?.username ?? 'A team manager';

  app.get('/team/invitations', { schema: { tags, response: { 200: teamInvitesResponse } } }, async (request) => {
    const team = await request.authorizedTeam('manage_members');
    return { results: (await app.teams.invitations(team)).map((row) => toTeamInviteResponse(row, app.teams)) };
  });

  app.post(
    '/team/invitations',
    { schema: { tags, body: createInvitationRequest, response: { 201: teamInviteResponse } } },
    async (request, reply) => {
      const team = await request.authorizedTeam('manage_members');
      const { email, team_role } = request.body.invitation;
      const invitation = await app.teams.invite(team, email, team_role, await inviterName(request), request.actor());
      return reply.status(201).send({ invitation: toTeamInviteResponse(invitation, app.teams) });
    },
  );

  app.post(
    '/team/invitations/:id/resend',
    { schema: { tags, params: invitationParams, response: { 200: teamInviteResponse } } },
    async (request) => {
      const team = await request.authorizedTeam('manage_members');
      const invitation = await app.teams.resend(team, request.params.id, await inviterName(request), request.actor());
      return { invitation: toTeamInviteResponse(invitation, app.teams) };
    },
  );

  app.delete(
    '/team/invitations/:id',
    { schema: { tags, params: invitationParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const team = await request.authorizedTeam('manage_members');
      await app.teams.cancel(team, request.params.id, request.actor());
      return reply.status(204).send(null);
    },
  );

  /** What the invitation page shows; the token is the only key, so unknown ones are simply not found. */
  app.get(
    '/invitations/:token',
    { schema: { tags, params: tokenParams, response: { 200: invitationDetailsResponse } } },
    async (request) => {
      const { invitation, team } = await app.teams.invitationByToken(request.params.token);
      return {
        invitation: {
          email: invitation.email,
          team_role: invitation.role,
          team: { name: team.name, slug: team.slug },
        },
      };
    },
  );

  const rateLimits = (request: FastifyRequest) => [{ key: `sign-up:ip:${request.ip}`, rule: RATE_LIMITS.signUpPerIp }];

  /** Joins the team: the signed-in person, or a new account with the invited e-mail. */
  app.post(
    '/invitations/:token',
    {
      config: { rateLimits },
      schema: { tags, params: tokenParams, body: acceptInvitationRequest, response: { 201: acceptInvitationResponse } },
    },
    async (request, reply) => {
      const { invitation } = await app.teams.invitationByToken(request.params.token);
      let userId = request.session?.userId;
      if (!userId) {
        const input = request.body.user;
        if (!input) throw new ValidationError({ 'user.username': [accountMessages.required] });
        userId = (await app.accounts.signUp({ ...input, email: invitation.email }, request.actor())).id;
        await reply.startSession(userId);
      }
      const team = await app.teams.accept(invitation, userId, { ...request.actor(), userId });
      const user = await app.accounts.findById(userId);
      return reply.status(201).send({
        team: toTeamResponse(team, app.teams),
        user: toCurrentUserResponse(user!),
        csrf_token: reply.csrfToken(),
      });
    },
  );
};

export default teamInvitationsRoutes;
