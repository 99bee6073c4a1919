import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  NotFoundError,
  themeMessages,
  type TeamAction,
  type TeamResource,
  type ThemeAction,
  type ThemeResource,
} from '@lectern/domain';
import type { TeamRow, ThemeRow } from '@lectern/read-models';
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
    /** The team the request is about (as for `authorizedTeam`), once the policy allows `action` on its themes. */
    authorizedThemesTeam(action: ThemeAction): Promise<TeamRow>;
    /** The theme, once the policy allows `action` on it; 404 alike for a theme that is gone and another team's. */
    authorizedTheme(themeId: string, action: ThemeAction): Promise<ThemeRow>;
  }
}

export const teamResource = (team: TeamRow): TeamResource => ({
  type: 'team',
  id: team.id,
  manuallyUpgraded: team.manually_upgraded,
});

const themeResource = (teamId: string): ThemeResource => ({ type: 'theme', teamId });

export default fp<{ teams: Teams }>(
  async (app, options) => {
    app.decorate('teams', options.teams);

    /** The team whose subdomain the request came to, or else the requester's own team. */
    async function requestedTeam(request: FastifyRequest): Promise<TeamRow | undefined> {
      const slug = options.teams.slugFromHost(request.headers.host);
      if (slug) return options.teams.findBySlug(slug);
      const actor = await request.policyActor();
      return actor.kind === 'user' && actor.teamId ? options.teams.findById(actor.teamId) : undefined;
    }

    app.decorateRequest('authorizedTeam', async function (this: FastifyRequest, action: TeamAction) {
      const team = await requestedTeam(this);
      if (!team) {
        // Anonymous requests are asked to sign in whether or not a team is there.
        if ((await this.policyActor()).kind === 'anonymous') await this.authorize(action, { type: 'team', id: '' });
        throw new NotFoundError();
      }
      await this.authorize(action, teamResource(team));
      return team;
    });

    app.decorateRequest('authorizedThemesTeam', async function (this: FastifyRequest, action: ThemeAction) {
      const team = await requestedTeam(this);
      // No team is in team '': anonymous requests are asked to sign in, the others are not found.
      await this.authorize(action, themeResource(team?.id ?? ''));
      if (!team) throw new NotFoundError();
      return team;
    });

    app.decorateRequest('authorizedTheme', async function (this: FastifyRequest, themeId: string, action: ThemeAction) {
      const theme = await options.teams.themes.find(themeId);
      try {
        await this.authorize(action, themeResource(theme?.team_id ?? ''));
      } catch (error) {
        throw error instanceof NotFoundError ? new NotFoundError(themeMessages.noSuchTheme) : error;
      }
      if (!theme) throw new NotFoundError(themeMessages.noSuchTheme);
      return theme;
    });
  },
  { name: 'teams', dependencies: ['policy'] },
);
