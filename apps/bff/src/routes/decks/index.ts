import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDeckRequest,
  deckDataResponse,
  deckResponse,
  deckTokenQuery,
  deckUpdatedAtResponse,
  decksQuery,
  decksResponse,
  forkResponse,
  kudosResponse,
  publishRequest,
  publishResponse,
  revisionDataResponse,
  revisionsResponse,
  slideHtmlRequest,
  slideHtmlResponse,
  updateDeckRequest,
} from '@lectern/contracts';
import {
  DECKS_PER_PAGE,
  DEFAULT_DECK_SETTINGS,
  followedSettings,
  settingsChangeWithTheme,
  ValidationError,
  type DeckSettings,
} from '@lectern/domain';
import {
  deckContent,
  findFollowedTheme,
  hasKudo,
  listOwnDecks,
  teamAllowsScripts,
  type DeckRow,
} from '@lectern/read-models';
import { withoutSpeakerNotes } from '@lectern/deck-format';
import { customCssSettings } from '../../decks/custom-css.js';
import { deckTemplateStart } from '../../decks/deck-templates.js';
import { defaultThemeSettings } from '../../decks/default-theme.js';
import type { SavedContent } from '../../decks/service.js';
import { toDeckCardResponse } from '../../decks/deck-responses.js';
import { VISIBILITY_ACTIONS } from '../../decks/policy-resources.js';
import { countLinkView, isFirstVisitToday } from './daily-visits.js';
import { deckAnswerKeys } from '../../plugins/app/read-caches.js';

const params = z.object({ id: z.string().max(64) });
const revisionParams = params.extend({ rev: z.coerce.number().int().min(1) });
const noContent = { 204: z.null() };
const iso = (date: Date) => new Date(date).toISOString();

/** The deck as its read model will show it once it has a content save. */
const savedDeck = (deck: DeckRow, saved: SavedContent): DeckRow => ({
  ...deck,
  slide_count: saved.slideCount,
  updated_at: new Date(saved.savedAt),
});

const decksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['decks'];
  /** Whoever follows the deck live loads it again; a save never waits for, or fails with, that. */
  const tellLiveViewers = (deckId: string) =>
    void app.liveStreams.deckChanged(deckId).catch((err: unknown) => app.log.warn({ err }, 'live deck_changed failed'));
  /** Live viewers are let in again only on a fresh answer of who may see the deck. */
  const tellLiveAccessChanged = (deckId: string) =>
    void app.liveStreams
      .accessChanged(deckId)
      .catch((err: unknown) => app.log.warn({ err }, 'live access-changed failed'));

  /** The requester's own decks, a page at a time (spec/000 §7): the page and its total from one query. */
  app.get(
    '/decks',
    { schema: { tags, querystring: decksQuery, response: { 200: decksResponse } } },
    async (request) => {
      const ownerId = await request.ownAccount('view_account');
      const { order, q, tag_id: tagId, page } = request.query;
      const list = await listOwnDecks(app.readModels, {
        ownerId,
        order,
        query: q,
        tagId,
        page,
        perPage: DECKS_PER_PAGE,
      });
      return { results: list.results.map(toDeckCardResponse), total: list.total, page, per_page: DECKS_PER_PAGE };
    },
  );

  app.post(
    '/decks',
    { schema: { tags, body: createDeckRequest, response: { 201: deckResponse } } },
    async (request, reply) => {
      const userId = await request.ownAccount('edit_account');
      const input = request.body.deck ?? {};
      const visibility = await request.newDeckVisibility(input.visibility);
      const actor = await request.policyActor();
      // A deck template chosen gives the deck its look and slides; otherwise the team's default theme does.
      const start = input.deck_template_id
        ? await deckTemplateStart(app.readModels, actor, input.deck_template_id)
        : { settings: await defaultThemeSettings(app.readModels, actor) };
      const deck = await app.decks.create(
        userId,
        {
          title: input.title,
          description: input.description,
          visibility,
          // A colour asked for is the deck's own, whatever the theme's (decision 0057).
          settings: {
            ...start.settings,
            ...settingsChangeWithTheme(
              { ...DEFAULT_DECK_SETTINGS, ...start.settings },
              input.theme_color ? { theme_color: input.theme_color } : {},
              undefined,
            ),
          },
          ...(start.data !== undefined && { data: start.data }),
        },
        request.actor(),
      );
      return reply.status(201).send({ deck: await request.deckAnswer(deck) });
    },
  );

  app.get(
    '/decks/:id',
    { schema: { tags, params, querystring: deckTokenQuery, response: { 200: deckResponse } } },
    async (request) => {
      const answer = async () => {
        const deck = await request.authorizedDeck(request.params.id, 'view');
        return { deck, answer: await request.deckAnswer(deck) };
      };
      // A visitor without an account or a link is answered what every such visitor is: kept until the deck changes.
      if (request.session || request.query.token) return { deck: (await answer()).answer };
      const kept = await app.readCaches.anonymousDeckAnswers.read(request.params.id, async () => {
        const read = await answer();
        return { value: read, keys: deckAnswerKeys(read.deck) };
      });
      return { deck: kept.answer };
    },
  );

  app.get(
    '/decks/:id/data',
    { schema: { tags, params, querystring: deckTokenQuery, response: { 200: deckDataResponse } } },
    async (request) => {
      const deck = await request.authorizedDeck(request.params.id, 'view');
      const content = await deckContent(app.readModels, deck.id);
      const data = content?.data ?? '';
      return {
        data: (await request.deckAllows(deck, 'view_notes')) ? data : withoutSpeakerNotes(data),
        version: content?.version ?? 0,
      };
    },
  );

  app.get(
    '/decks/:id/updated_at',
    { schema: { tags, params, querystring: deckTokenQuery, response: { 200: deckUpdatedAtResponse } } },
    async (request) => ({
      updated_at: iso((await request.authorizedDeck(request.params.id, 'view')).updated_at),
    }),
  );

  /** The chosen fields; each kind of change is authorized on its own. */
  app.put(
    '/decks/:id',
    { schema: { tags, params, body: updateDeckRequest, response: { 200: deckResponse } } },
    async (request, reply) => {
      const { data, version, title, slug, description, visibility, css_input, script_urls, ...fields } =
        request.body.deck;
      const actor = request.actor();
      // Publishing alone is a share setting, allowed even where editing waits for an upgrade.
      const editsDeck =
        [data, title, slug, description, css_input, script_urls].some((field) => field !== undefined) ||
        Object.keys(fields).length > 0;
      // A content save alone is authorized on the row kept for it: what else it needs is its own append's.
      const contentOnly =
        data !== undefined &&
        [title, slug, description, visibility, css_input, script_urls].every((field) => field === undefined) &&
        Object.keys(fields).length === 0;
      let deck = await request.authorizedDeck(request.params.id, editsDeck ? 'edit' : 'change_visibility', {
        contentMayLag: contentOnly,
      });
      if (visibility !== undefined && visibility !== deck.visibility)
        deck = await request.authorizedDeck(deck.id, VISIBILITY_ACTIONS[visibility]);
      if (data !== undefined && version === undefined)
        throw new ValidationError({ 'deck.version': ['Send the version this content is based on'] });
      const settings: Partial<DeckSettings> = fields;
      const stored = { ...DEFAULT_DECK_SETTINGS, ...deck.settings };
      // Settings are changed from what the deck shows: the theme it follows, where it follows one.
      const theme =
        Object.keys(fields).length > 0 || css_input !== undefined
          ? await findFollowedTheme(app.readModels, deck)
          : undefined;
      if (fields.edit_together !== undefined && fields.edit_together !== stored.edit_together)
        await request.authorizedDeck(deck.id, 'edit_together');
      if (css_input !== undefined && css_input !== followedSettings(stored, theme).css_input) {
        await request.authorizedDeck(deck.id, 'use_custom_css');
        Object.assign(settings, await customCssSettings(css_input));
      }
      if (script_urls !== undefined) {
        const scripts = [...new Set(script_urls)];
        const stored = { ...DEFAULT_DECK_SETTINGS, ...deck.settings }.script_urls;
        const changed = scripts.length !== stored.length || scripts.some((url, index) => url !== stored[index]);
        // Taking every script away is editing; adding or changing one needs the team's switch.
        if (changed && scripts.length > 0) await request.authorizedDeck(deck.id, 'use_scripts');
        if (changed) settings.script_urls = scripts;
      }
      const saved = await app.decks.update(
        deck,
        {
          title,
          slug,
          description,
          visibility,
          settings: Object.keys(settings).length > 0 ? settingsChangeWithTheme(stored, settings, theme) : settings,
          content: data !== undefined ? { data, basedOn: version! } : undefined,
        },
        actor,
      );
      tellLiveViewers(deck.id);
      if (visibility !== undefined) tellLiveAccessChanged(deck.id);
      // A content save alone changes only what it decided: the deck read before it says the rest,
      // and the save is answered from its own append, before the read models show it.
      const onlyContentChanged =
        [title, slug, description, visibility].every((field) => field === undefined) &&
        Object.keys(settings).length === 0;
      const updated = saved && onlyContentChanged ? savedDeck(deck, saved) : await app.decks.requireDeck(deck.id);
      if (saved) {
        reply.readsWaitFor(saved.position);
        request.contentSaved(deck.id, saved.version);
      }
      // The version this save produced, never a later one someone else saved since.
      const answered = saved === null ? updated : { ...updated, version: saved.version };
      return { deck: await request.deckAnswer(answered, updated) };
    },
  );

  app.post(
    '/decks/:id/slide_html',
    { schema: { tags, params, body: slideHtmlRequest, response: { 200: slideHtmlResponse } } },
    async (request) => {
      const deck = await request.authorizedDeck(request.params.id, 'edit');
      const html = await app.decks.cleanSlide(deck, request.body.html);
      if (html === null) throw new ValidationError({ html: ['This slide is too large or nested too deeply'] });
      return { html };
    },
  );

  app.post(
    '/decks/:id/publish',
    { schema: { tags, params, body: publishRequest, response: { 200: publishResponse } } },
    async (request) => {
      const deck = await request.authorizedDeck(request.params.id, 'make_public');
      await app.decks.changeVisibility(deck, request.body.visibility, request.actor());
      tellLiveAccessChanged(deck.id);
      const updated = await app.decks.requireDeck(deck.id);
      return { deck: { visibility: updated.visibility, slug: updated.slug } };
    },
  );

  app.post('/decks/:id/trash', { schema: { tags, params, response: noContent } }, async (request, reply) => {
    const deck = await request.authorizedDeck(request.params.id, 'trash');
    await app.decks.trash(deck, request.actor());
    tellLiveAccessChanged(deck.id);
    return reply.status(204).send(null);
  });

  app.post('/decks/:id/recover', { schema: { tags, params, response: noContent } }, async (request, reply) => {
    await app.decks.recover(await request.authorizedDeck(request.params.id, 'recover'), request.actor());
    return reply.status(204).send(null);
  });

  /** Permanent deletion, only from the trash. */
  app.delete('/decks/:id', { schema: { tags, params, response: noContent } }, async (request, reply) => {
    await app.decks.destroy(await request.authorizedDeck(request.params.id, 'destroy'), request.actor());
    return reply.status(204).send(null);
  });

  for (const kind of ['fork', 'clone'] as const) {
    app.post(
      `/decks/:id/${kind}`,
      { schema: { tags, params, response: { 201: forkResponse } } },
      async (request, reply) => {
        const userId = await request.ownAccount('edit_account');
        const deck = await request.authorizedDeck(request.params.id, kind === 'fork' ? 'fork' : 'edit');
        const copier = await request.policyActor();
        const withScripts =
          copier.kind === 'user' &&
          copier.teamId !== null &&
          copier.teamMemberActive &&
          (await teamAllowsScripts(app.readModels, copier.teamId));
        // A copy is as closed as its deck: a public one becomes public (or internal) as a new deck would.
        const visibility = deck.visibility === 'all' ? await request.newDeckVisibility() : deck.visibility;
        const copy = await app.decks.copy(deck, userId, request.actor(), {
          visibility,
          withScripts,
          withNotes: await request.deckAllows(deck, 'view_notes'),
        });
        return reply
          .status(201)
          .send({ deck: { id: copy.id, slug: copy.slug, user: { username: copy.owner_username } } });
      },
    );
  }

  for (const kind of ['kudo', 'unkudo'] as const) {
    app.post(
      `/decks/:id/kudos/${kind}`,
      { schema: { tags, params, response: { 200: kudosResponse } } },
      async (request) => {
        const userId = await request.ownAccount('edit_account');
        const deck = await request.authorizedDeck(request.params.id, 'kudo');
        await app.decks[kind](deck, userId, request.actor());
        const updated = await app.decks.requireDeck(deck.id);
        return { kudos_count: updated.kudos_count, kudoed: await hasKudo(app.readModels, deck.id, userId) };
      },
    );
  }

  /** Counts a view (not the owner's own), once per visitor and deck a day. */
  app.post(
    '/decks/:id/views',
    {
      config: {
        csrfNotNeeded:
          'the embed view counts its views in frames on other sites, where the seed cookie is not sent; a forged request counts at most the one view a day its visitor could count by opening the deck',
      },
      schema: { tags, params, querystring: deckTokenQuery, response: noContent },
    },
    async (request, reply) => {
      const deck = await request.authorizedDeck(request.params.id, 'view');
      if (await isFirstVisitToday(app.rateLimiter, request, deck.id)) {
        await app.decks.countView(deck, request.session?.userId ?? null, request.actor());
      }
      await countLinkView(app, request, deck);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/decks/:id/revisions',
    { schema: { tags, params, response: { 200: revisionsResponse } } },
    async (request) => {
      const deck = await request.authorizedDeck(request.params.id, 'edit');
      const revisions = await app.decks.revisions(deck);
      return {
        revisions: revisions.map((r) => ({
          id: r.version,
          version: r.version,
          created_at: iso(r.createdAt),
          author: r.author,
          restored_from: r.restoredFrom,
        })),
      };
    },
  );

  app.get(
    '/decks/:id/revisions/:rev',
    { schema: { tags, params: revisionParams, response: { 200: revisionDataResponse } } },
    async (request) => {
      const deck = await request.authorizedDeck(request.params.id, 'edit');
      const { data, entry } = await app.decks.revisionData(deck, request.params.rev);
      const author = entry.authorId ? await app.accounts.findById(entry.authorId) : undefined;
      return {
        data,
        revision: {
          id: entry.version,
          version: entry.version,
          created_at: iso(entry.createdAt),
          author: author ? { id: author.id, username: author.username } : null,
          restored_from: entry.restoredFrom,
        },
      };
    },
  );

  app.post(
    '/decks/:id/revisions/:rev/restore',
    { schema: { tags, params: revisionParams, response: { 200: deckResponse } } },
    async (request, reply) => {
      const deck = await request.authorizedDeck(request.params.id, 'edit');
      const saved = await app.decks.restore(deck, request.params.rev, request.actor());
      tellLiveViewers(deck.id);
      reply.readsWaitFor(saved.position);
      return { deck: await request.deckAnswer({ ...savedDeck(deck, saved), version: saved.version }) };
    },
  );
};

export default decksRoutes;
