import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamMemberSearchRequest, teamMemberSearchResponse } from '@lectern/contracts';

/** spec/001 §6: suggestions are capped at 5 and never the person asking. */
export const MEMBER_SUGGESTIONS = 5;

/** POST /team/search (spec/001 §7): the invite form's team member autocomplete. */
const teamSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/team/search',
    { schema: { tags: ['teams'], body: teamMemberSearchRequest, response: { 200: teamMemberSearchResponse } } },
    async (request) => {
      const team = await request.authorizedTeam('view');
      const members = await app.teams.searchMembers(team, request.body.q);
      return {
        results: members
          .filter((member) => member.user_id !== request.session?.userId)
          .slice(0, MEMBER_SUGGESTIONS)
          .map((member) => ({
            id: member.user_id,
            name: member.username,
            email: member.email,
            username: member.username,
          })),
      };
    },
  );
};

export default teamSearchRoutes;
