import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createThemeRequest, themeResponse, themesResponse, updateThemeRequest } from '@lectern/contracts';
import { teamAllowsScripts } from '@lectern/read-models';
import { toThemeResponse } from '../../teams/team-responses.js';
import { themeChanges } from '../../teams/theme-changes.js';

const params = z.object({ id: z.string().max(64) });

/** A team's themes (spec/002 §7 "Themes"): its members read them, its managers edit them. */
const themesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['themes'];

  app.get('/themes', { schema: { tags, response: { 200: themesResponse } } }, async (request) => {
    const team = await request.authorizedThemesTeam('use');
    return { results: (await app.teams.themes.list(team)).map(toThemeResponse) };
  });

  app.post(
    '/themes',
    { schema: { tags, body: createThemeRequest, response: { 201: themeResponse } } },
    async (request, reply) => {
      const team = await request.authorizedThemesTeam('edit');
      const theme = await app.teams.themes.create(team, request.body.theme, request.actor());
      return reply.status(201).send({ theme: toThemeResponse(theme) });
    },
  );

  app.get('/themes/:id', { schema: { tags, params, response: { 200: themeResponse } } }, async (request) => ({
    theme: toThemeResponse(await request.authorizedTheme(request.params.id, 'use')),
  }));

  /** The fields sent; the answer is the theme as this save left it, with what cleaning took out of its HTML. */
  app.put(
    '/themes/:id',
    { schema: { tags, params, body: updateThemeRequest, response: { 200: themeResponse } } },
    async (request) => {
      const theme = await request.authorizedTheme(request.params.id, 'edit');
      const actor = request.actor();
      // The HTML is cleaned as a slide of the manager's is: only media they may use stays.
      const { changes, sanitizeMessages } = await themeChanges(request.body.theme, theme, (html) =>
        app.decks.cleanSlide({ owner_id: actor.userId ?? '' }, html),
      );
      const scriptsAllowed = await teamAllowsScripts(app.readModels, theme.team_id);
      const saved = await app.teams.themes.change(theme, changes, scriptsAllowed, actor);
      return {
        theme: toThemeResponse(saved),
        ...(sanitizeMessages.length > 0 ? { sanitize_messages: sanitizeMessages } : {}),
      };
    },
  );

  app.delete('/themes/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
    await app.teams.themes.remove(await request.authorizedTheme(request.params.id, 'edit'), request.actor());
    return reply.status(204).send(null);
  });
};

export default themesRoutes;
