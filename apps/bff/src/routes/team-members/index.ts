import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRoleRequest, deleteMemberRequest, teamMemberResponse, teamMembersResponse } from '@lectern/contracts';
import { ConflictError, teamMessages } from '@lectern/domain';
import { toTeamMemberResponse } from '../../teams/team-responses.js';

const memberParams = z.object({ id: z.string().max(64) });

/** The team's members (spec/002 §7 "Members"): everyone in the team lists them, only managers change them. */
const teamMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['team members'];

  app.get('/team/users', { schema: { tags, response: { 200: teamMembersResponse } } }, async (request) => {
    const team = await request.authorizedTeam('view');
    return { results: (await app.teams.members(team)).map(toTeamMemberResponse) };
  });

  app.put(
    '/team/users/:id',
    { schema: { tags, params: memberParams, body: changeRoleRequest, response: { 200: teamMemberResponse } } },
    async (request) => {
      const team = await request.authorizedTeam('manage_members');
      const member = await app.teams.changeRole(team, request.params.id, request.body.user.role, request.actor());
      return { user: toTeamMemberResponse(member) };
    },
  );

  app.delete(
    '/team/users/:id/deactivate',
    { schema: { tags, params: memberParams, response: { 200: teamMemberResponse } } },
    async (request) => {
      const team = await request.authorizedTeam('manage_members');
      const actor = request.actor();
      const member = await app.teams.deactivate(team, request.params.id, { ...actor, userId: actor.userId ?? '' });
      return { user: toTeamMemberResponse(member) };
    },
  );

  app.post(
    '/team/users/:id/reactivate',
    { schema: { tags, params: memberParams, response: { 200: teamMemberResponse } } },
    async (request) => {
      const team = await request.authorizedTeam('manage_members');
      return { user: toTeamMemberResponse(await app.teams.reactivate(team, request.params.id, request.actor())) };
    },
  );

  /**
   * Removes a deactivated member for good; `absorb_decks` keeps their decks in the team: they move
   * to the manager who deletes the member, before the member goes (a refused deletion moves none).
   */
  app.delete(
    '/team/users/:id',
    { schema: { tags, params: memberParams, body: deleteMemberRequest, response: { 204: z.null() } } },
    async (request, reply) => {
      const team = await request.authorizedTeam('manage_members');
      const actor = request.actor();
      const member = await app.teams.requireMember(team, request.params.id);
      if (member.active) throw new ConflictError(teamMessages.onlyInactiveDeleted, 'member_still_active');
      if (request.body.absorb_decks) await app.decks.transferAll(member.user_id, request.session!.userId, actor);
      await app.teams.deleteMember(team, request.params.id, request.body.absorb_decks, actor);
      return reply.status(204).send(null);
    },
  );
};

export default teamMembersRoutes;
