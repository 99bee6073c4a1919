import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  teamLookupQuery,
  teamMembersResponse,
  teamReactivationBody,
  teamReactivationRequested,
  teamResponse,
  teamSearchQuery,
  teamDecksQuery,
  teamDecksResponse,
  teamSettingsRequest,
  teamSignUpRequest,
  teamSignUpResponse,
  teamSuggestionsRequest,
  teamSuggestionsResponse,
  teamsResponse,
} from '@lectern/contracts';
import {
  DECKS_PER_PAGE,
  NotFoundError,
  PLAN_LIMITS,
  subscriptionMessages,
  teamMessages,
  ValidationError,
  type TeamSettings,
} from '@lectern/domain';
import { listTeamDecks } from '@lectern/read-models';
import { compiledCss } from '../../decks/custom-css.js';
import { toDeckCardResponse } from '../../decks/deck-responses.js';
import { signUpAttempts } from '../../accounts/sign-up-limits.js';
import { toCurrentUserResponse } from '../../accounts/user-responses.js';
import { mediaFileUrl } from '../../media/media-responses.js';
import { toTeamMemberResponse, toTeamResponse } from '../../teams/team-responses.js';
import type { Billing } from '../../billing/service.js';

/**
 * Team sign-up, the team itself and its settings (spec/002 §7 "Team"); members and invitations
 * have their own routes. With payments on (`billing`), a team pays for its seats from sign-up.
 */
const teamsRoutes: FastifyPluginAsyncZod<{ billing: Billing | null }> = async (app, { billing }) => {
  const tags = ['teams'];

  /**
   * A new account and its team at once; the owner is signed in and goes to the team's root_url.
   * With payments on, the card's token is required and the team's subscription, one seat per
   * active member (the owner, to begin with), is asked of the provider (decision 0053).
   */
  app.post(
    '/teams',
    {
      config: { rateLimits: signUpAttempts },
      schema: { tags, body: teamSignUpRequest, response: { 201: teamSignUpResponse } },
    },
    async (request, reply) => {
      const { team: input, user: userInput, subscription } = request.body;
      const cardToken = subscription.token;
      if (billing && !cardToken)
        throw new ValidationError({ 'subscription.token': [subscriptionMessages.cardRequired] });
      const { team, owner: user } = await app.teams.signUp(
        { ...input, billingPeriod: subscription.billing_period },
        () => app.accounts.signUp(userInput, request.actor()),
        request.actor(),
      );
      if (billing && cardToken)
        await billing.subscribeTeam(
          { id: team.id, seats: team.user_count },
          user,
          { period: subscription.billing_period, cardToken, couponCode: subscription.coupon },
          { ...request.actor(), userId: user.id },
        );
      await reply.startSession(user.id);
      return reply.status(201).send({
        team: toTeamResponse(team, app.teams),
        user: toCurrentUserResponse((await app.accounts.findById(user.id)) ?? user),
        csrf_token: reply.csrfToken(),
      });
    },
  );

  /**
   * A team whose subscription ended subscribes again, one seat per active member, on a new card
   * (spec/002 §7 "teams reactivate"). Only its managers may; a team with a live subscription is
   * refused by its subscription's decider. Once the provider answers, its members hold the team's plan again.
   */
  app.post(
    '/teams/reactivate',
    { schema: { tags, body: teamReactivationBody, response: { 202: teamReactivationRequested } } },
    async (request, reply) => {
      if (!billing) throw new NotFoundError('Payments are not set up on this server', 'payments_off');
      const team = await request.authorizedTeam('manage_billing');
      const owner = await app.accounts.findById(team.owner_id);
      if (!owner) throw new NotFoundError();
      const { token, billing_period } = request.body.subscription;
      await billing.subscribeTeam(
        { id: team.id, seats: team.user_count },
        owner,
        { period: billing_period, cardToken: token },
        request.actor(),
      );
      return reply.status(202).send({ team: { root_url: app.teams.rootUrl(team.slug) }, pending_change: true });
    },
  );

  /** The teams the signed-in user is an active member of (one at most). */
  app.get('/teams', { schema: { tags, response: { 200: teamsResponse } } }, async (request) => {
    const actor = await request.policyActor();
    const team =
      actor.kind === 'user' && actor.teamId && actor.teamMemberActive && (await app.teams.findById(actor.teamId));
    return { results: team ? [toTeamResponse(team, app.teams)] : [] };
  });

  /** Slug availability: 204 taken, 404 free (spec/002 §5). */
  app.get(
    '/team/lookup',
    { schema: { tags, querystring: teamLookupQuery, response: { 204: z.null(), 404: z.null() } } },
    async (request, reply) => reply.status((await app.teams.isSlugTaken(request.query.slug)) ? 204 : 404).send(null),
  );

  app.get('/team', { schema: { tags, response: { 200: teamResponse } } }, async (request) => ({
    team: toTeamResponse(await request.authorizedTeam('view'), app.teams),
  }));

  app.put(
    '/team',
    { schema: { tags, body: teamSettingsRequest, response: { 200: teamResponse } } },
    async (request) => {
      const team = await request.authorizedTeam('manage_settings');
      // A default theme is one of the team's own themes; null leaves the team without one.
      const defaultThemeId = request.body.team.default_theme_id;
      if (defaultThemeId && !team.themes.some((theme) => theme.id === defaultThemeId))
        throw new ValidationError({ 'team.default_theme_id': [teamMessages.noSuchTheme] });
      // The compiled CSS is the server's own work: what a client sends as `global_css_output` is not used.
      const { google_domain, global_css_input, global_css_output: _sent, ...rest } = request.body.team;
      const settings: Partial<TeamSettings> = {
        ...rest,
        ...(google_domain !== undefined ? { google_domain: google_domain || null } : {}),
        ...(global_css_input !== undefined
          ? { global_css_input, global_css_output: await compiledCss(global_css_input, 'team.global_css_input') }
          : {}),
      };
      return { team: toTeamResponse(await app.teams.updateSettings(team, settings, request.actor()), app.teams) };
    },
  );

  /**
   * The team's logo, as raw bytes of any declared type (its content decides): it goes into the
   * team's shared media as an upload does (an image, checked, SVG cleaned, at most the uploader's
   * image limit), and the team shows it.
   */
  await app.register(async (plugin) => {
    const upload = plugin.withTypeProvider<ZodTypeProvider>();
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    upload.put(
      '/team/logo',
      { bodyLimit: PLAN_LIMITS.enterprise.imageUploadLimit, schema: { tags, response: { 200: teamResponse } } },
      async (request) => {
        const team = await request.authorizedTeam('manage_settings');
        const actor = request.actor();
        const library = { ownerId: actor.userId ?? '', teamId: team.id };
        const logo = await app.media.addFile(library, 'image', 'Team logo', request.body as Readable, actor);
        const logoUrl = mediaFileUrl(logo.id, 'original');
        return {
          team: toTeamResponse(await app.teams.updateSettings(team, { logo_url: logoUrl }, actor), app.teams),
        };
      },
    );
  });

  app.delete('/team/remove_logo', { schema: { tags, response: { 200: teamResponse } } }, async (request) => {
    const team = await request.authorizedTeam('manage_settings');
    return {
      team: toTeamResponse(await app.teams.updateSettings(team, { logo_url: null }, request.actor()), app.teams),
    };
  });

  /** The team's internal and public decks, for its members only (spec/002 §7). */
  app.get(
    '/team/decks',
    { schema: { tags, querystring: teamDecksQuery, response: { 200: teamDecksResponse } } },
    async (request) => {
      const team = await request.authorizedTeam('view');
      const { order, q, page } = request.query;
      const list = await listTeamDecks(app.readModels, {
        teamId: team.id,
        order,
        query: q,
        page,
        perPage: DECKS_PER_PAGE,
      });
      return { results: list.results.map(toDeckCardResponse), total: list.total, page, per_page: DECKS_PER_PAGE };
    },
  );

  /** Members whose username or e-mail holds `q` (the team show page). */
  app.get(
    '/team/search',
    { schema: { tags, querystring: teamSearchQuery, response: { 200: teamMembersResponse } } },
    async (request) => {
      const team = await request.authorizedTeam('view');
      return { results: (await app.teams.searchMembers(team, request.query.q)).map(toTeamMemberResponse) };
    },
  );

  /** The team member autocomplete: up to 5 active teammates, never the one asking (spec/001 §6, §7). */
  app.post(
    '/team/search',
    { schema: { tags, body: teamSuggestionsRequest, response: { 200: teamSuggestionsResponse } } },
    async (request) => {
      const team = await request.authorizedTeam('view');
      const found = await app.teams.suggestMembers(team, request.body.q, request.actor().userId ?? '');
      return { results: found.map((member) => ({ id: member.user_id, name: member.username, email: member.email })) };
    },
  );
};

export default teamsRoutes;
