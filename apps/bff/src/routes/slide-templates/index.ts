import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSlideTemplateRequest,
  slideTemplateResponse,
  slideTemplatesQuery,
  slideTemplatesResponse,
  updateSlideTemplateRequest,
} from '@lectern/contracts';
import {
  can,
  NotFoundError,
  slideTemplateMessages,
  SLIDE_TEMPLATES_PER_PAGE,
  type TemplateAction,
  type TemplateResource,
} from '@lectern/domain';
import type { SlideTemplateRow } from '@lectern/read-models';
import { cleanedTemplateHtml } from '../../teams/slide-template-markup.js';
import { libraryOf, type TemplateOwner } from '../../teams/slide-templates.js';
import { toSlideTemplateResponse } from '../../teams/team-responses.js';

const params = z.object({ id: z.string().max(64) });

const templateResource = (template: SlideTemplateRow): TemplateResource => ({
  type: 'template',
  scope: template.scope,
  ownerId: template.owner_id,
  teamId: template.team_id,
});

/** A library as one request opens it: whose templates, and whether the requester edits them. */
interface OpenLibrary {
  owner: TemplateOwner;
  /** Managers of a team see every team template; members only those offered for their deck's theme. */
  editor: boolean;
}

/**
 * Slide templates (spec/002 §7): the requester's own under `/slide_templates`, their team's under
 * `/team/slide_templates`, which every member uses and only managers change. A template is found
 * only in the library that holds it; the policy decides what may be done to it.
 */
const slideTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['slide templates'];
  const templates = app.teams.slideTemplates;

  const libraries: Record<
    '/slide_templates' | '/team/slide_templates',
    (request: FastifyRequest, action: TemplateAction) => Promise<OpenLibrary>
  > = {
    '/slide_templates': async (request, action) => {
      const userId = request.actor().userId ?? '';
      await request.authorize(action, { type: 'template', scope: 'personal', ownerId: userId, teamId: null });
      return { owner: { scope: 'personal', userId }, editor: true };
    },
    '/team/slide_templates': async (request, action) => {
      const team = await request.authorizedTeam('use_team_templates');
      const resource: TemplateResource = { type: 'template', scope: 'team', ownerId: '', teamId: team.id };
      await request.authorize(action, resource);
      const editor = can(await request.policyActor(), 'edit', resource).allowed;
      return { owner: { scope: 'team', teamId: team.id, userId: request.actor().userId ?? '' }, editor };
    },
  };

  /** The template, once the policy allows `action` on it; unknown ids and other libraries' templates are not found. */
  const templateIn = async (library: OpenLibrary, request: FastifyRequest, id: string, action: TemplateAction) => {
    const template = await templates.find(id);
    const wanted = libraryOf(library.owner);
    const held =
      template !== undefined &&
      ('teamId' in wanted
        ? template.scope === 'team' && template.team_id === wanted.teamId
        : template.scope === 'personal' && template.owner_id === wanted.ownerId);
    if (!held) throw new NotFoundError(slideTemplateMessages.noSuchTemplate);
    await request.authorize(action, templateResource(template));
    return template;
  };

  /** The slide cleaned as a save of the requester's would be: only media they may use stays. */
  const cleaned = (request: FastifyRequest, html: string) =>
    cleanedTemplateHtml(html, (markup) => app.decks.cleanSlide({ owner_id: request.actor().userId ?? '' }, markup));

  const answer = (template: SlideTemplateRow, sanitizeMessages: string[]) => ({
    slide_template: toSlideTemplateResponse(template),
    ...(sanitizeMessages.length > 0 ? { sanitize_messages: sanitizeMessages } : {}),
  });

  for (const [prefix, open] of Object.entries(libraries)) {
    app.get(
      prefix,
      { schema: { tags, querystring: slideTemplatesQuery, response: { 200: slideTemplatesResponse } } },
      async (request) => {
        const library = await open(request, 'use');
        const { page, theme_id: themeId } = request.query;
        const forTheme = library.owner.scope === 'team' && !library.editor ? { forTheme: themeId ?? null } : {};
        const list = await templates.list(libraryOf(library.owner), {
          page,
          perPage: SLIDE_TEMPLATES_PER_PAGE,
          ...forTheme,
        });
        return {
          results: list.results.map(toSlideTemplateResponse),
          total: list.total,
          page,
          per_page: SLIDE_TEMPLATES_PER_PAGE,
        };
      },
    );

    app.post(
      prefix,
      { schema: { tags, body: createSlideTemplateRequest, response: { 201: slideTemplateResponse } } },
      async (request, reply) => {
        const { owner } = await open(request, 'edit');
        const { label, html } = request.body.slide_template;
        const clean = await cleaned(request, html);
        const template = await templates.create(owner, { label, html: clean.html }, request.actor());
        return reply.status(201).send(answer(template, clean.sanitizeMessages));
      },
    );

    app.get(
      `${prefix}/:id`,
      { schema: { tags, params, response: { 200: slideTemplateResponse } } },
      async (request) => {
        const template = await templateIn(await open(request, 'use'), request, request.params.id, 'use');
        return answer(template, []);
      },
    );

    app.put(
      `${prefix}/:id`,
      { schema: { tags, params, body: updateSlideTemplateRequest, response: { 200: slideTemplateResponse } } },
      async (request) => {
        const template = await templateIn(await open(request, 'edit'), request, request.params.id, 'edit');
        const { label, html } = request.body.slide_template;
        const clean = html === undefined ? null : await cleaned(request, html);
        const changed = await templates.change(
          template,
          { ...(label !== undefined && { label }), ...(clean && { html: clean.html }) },
          request.actor(),
        );
        return answer(changed, clean?.sanitizeMessages ?? []);
      },
    );

    app.delete(`${prefix}/:id`, { schema: { tags, params, response: { 204: z.null() } } }, async (request, reply) => {
      const template = await templateIn(await open(request, 'edit'), request, request.params.id, 'edit');
      await templates.remove(template, request.actor());
      return reply.status(204).send(null);
    });
  }
};

export default slideTemplatesRoutes;
