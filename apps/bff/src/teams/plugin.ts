import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { NotFoundError, type TeamAction, type TeamResource } from '@lectern/domain';
import type { TeamRow } from '@lectern/read-models';
import type { Teams } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    teams: Teams;
  }
  interface FastifyRequest {
    /**
     * The team the request is about, once the policy allows `action` on it: the team whose
     * subdomain the request came to, or else the requester's own team (404 when there is none).
     */
    authorizedTeam(action: TeamAction): Promise<TeamRow>;
  }
}

export const teamResource = (team: TeamRow): TeamResource => ({
  type: 'team',
  id: team.id,
  manuallyUpgraded: team.manually_upgraded,
});

export default fp<{ teams: Teams }>(
  async (app, options) => {
    app.decorate('teams', options.teams);
    app.decorateRequest('authorizedTeam', async function (this: FastifyRequest, action: TeamAction) {
      const slug = options.teams.slugFromHost(this.headers.host);
      const actor = await this.policyActor();
      const team = slug
        ? await options.teams.findBySlug(slug)
        : actor.kind === 'user' && actor.teamId
          ? await options.teams.findById(actor.teamId)
          : undefined;
      if (!team) {
        // Anonymous requests are asked to sign in whether or not a team is there.
        if (actor.kind === 'anonymous') await this.authorize(action, { type: 'team', id: '' });
        throw new NotFoundError();
      }
      await this.authorize(action, teamResource(team));
      return team;
    });
  },
  { name: 'teams', dependencies: ['policy'] },
);
