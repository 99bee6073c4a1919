import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createThemeRequest,
  themeResponse,
  themeSlideTemplatesRequest,
  themesResponse,
  updateThemeRequest,
} from '@lectern/contracts';
import { NotFoundError, slideTemplateMessages, themeMessages } from '@lectern/domain';
import { findSlideTemplatesByIds, teamAllowsScripts, type ThemeRow } from '@lectern/read-models';
import { toThemeResponse } from '../../teams/team-responses.js';
import { themeChanges } from '../../teams/theme-changes.js';

const params = z.object({ id: z.string().max(64) });

/** A team's themes (spec/002 §7 "Themes"): its members read them, its managers edit them. */
const themesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['themes'];

  /** The theme as answered, with the team templates added to it. */
  const answered = async (theme: ThemeRow) =>
    toThemeResponse(theme, (await app.teams.slideTemplates.idsByTheme(theme.team_id)).get(theme.id));

  app.get('/themes', { schema: { tags, response: { 200: themesResponse } } }, async (request) => {
    const team = await request.authorizedThemesTeam('use');
    const [themes, templateIds] = await Promise.all([
      app.teams.themes.list(team),
      app.teams.slideTemplates.idsByTheme(team.id),
    ]);
    return { results: themes.map((theme) => toThemeResponse(theme, templateIds.get(theme.id))) };
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
    theme: await answered(await request.authorizedTheme(request.params.id, 'use')),
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
        theme: await answered(saved),
        ...(sanitizeMessages.length > 0 ? { sanitize_messages: sanitizeMessages } : {}),
      };
    },
  );

  /** The theme's picture on the sample slide (the export worker's), to the team's members; its address changes with each. */
  app.get(
    '/themes/:id/thumbnail',
    { schema: { tags, params, querystring: z.object({ v: z.string().max(16).optional() }) }, compress: false },
    async (request, reply) => {
      const theme = await request.authorizedTheme(request.params.id, 'use');
      const stored = theme.thumbnail ? await app.storage.get(theme.thumbnail.key) : null;
      if (!stored) throw new NotFoundError(themeMessages.noSuchTheme);
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(stored.body);
    },
  );

  app.delete('/themes/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
    await app.teams.themes.remove(await request.authorizedTheme(request.params.id, 'edit'), request.actor());
    return reply.status(204).send(null);
  });

  /**
   * The team templates a manager offers for this theme too, or no longer (spec/002 §6, §7): every
   * id must be one of the theme's team's templates, else nothing changes.
   */
  const changeTemplates = async (request: FastifyRequest, themeId: string, ids: string[], how: 'add' | 'remove') => {
    const theme = await request.authorizedTheme(themeId, 'edit');
    const templates = await findSlideTemplatesByIds(app.readModels, ids);
    const ours = templates.filter((template) => template.scope === 'team' && template.team_id === theme.team_id);
    if (ours.length !== new Set(ids).size) throw new NotFoundError(slideTemplateMessages.noSuchTemplate);
    await app.teams.slideTemplates.changeThemeTemplates(theme, ours, how, request.actor());
    return { theme: await answered(theme) };
  };
  const changeSchema = { tags, params, body: themeSlideTemplatesRequest, response: { 200: themeResponse } };
  app.post('/themes/:id/add_slide_template', { schema: changeSchema }, (request) =>
    changeTemplates(request, request.params.id, request.body.slide_template_ids, 'add'),
  );
  app.delete('/themes/:id/remove_slide_template', { schema: changeSchema }, (request) =>
    changeTemplates(request, request.params.id, request.body.slide_template_ids, 'remove'),
  );
};

export default themesRoutes;
