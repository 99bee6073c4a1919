import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Deck } from '@lectern/contracts';
import {
  can,
  DEFAULT_DECK_SETTINGS,
  followedSettings,
  UnauthenticatedError,
  type DeckAction,
  type DeckVisibility,
} from '@lectern/domain';
import { findFollowedTheme, hasKudo, type AccessTokenRow, type DeckRow } from '@lectern/read-models';
import { accessTokenMessages } from '../access-tokens/constants.js';
import { deckRowKeys } from '../plugins/app/read-caches.js';
import { toDeckResponse, type DeckLook, type DeckViewer } from './deck-responses.js';
import {
  activeTeamOf,
  deckResource,
  deckResourceWithScripts,
  newDeckResource,
  VISIBILITY_ACTIONS,
} from './policy-resources.js';
import type { Decks } from './service.js';
import type { Tags } from '../tags/service.js';

/** What a deck's team decides for it. */
export interface DeckTeamSettings {
  /** `allow_public_decks`: whether its decks may be public. */
  allowsPublicDecks: boolean;
  /** The team's global CSS, compiled and scoped as deck CSS is. */
  globalCssOutput: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    decks: Decks;
    tags: Tags;
    /** The deck as its views show it. */
    deckLook(deck: DeckRow): Promise<DeckLook>;
  }
  interface FastifyRequest {
    /**
     * The deck, once the policy allows `action` on it for the requester (404 for those who may not see it).
     * An access token to this deck in `?token=` counts for those who could not see the deck without it;
     * while its password has not been given, the answer is 401 `password_required`.
     * For a content save (`contentMayLag`), the row may be one kept since: everything in it is
     * current but its version, slide count and update time, which the save answers itself.
     */
    authorizedDeck(deckId: string, action: DeckAction, options?: { contentMayLag?: boolean }): Promise<DeckRow>;
    /** The requester saved the deck's content at `version`: the row kept for their saves says so. */
    contentSaved(deckId: string, version: number): void;
    /** What the requester may do with the deck, for the deck response. */
    deckViewer(deck: DeckRow): Promise<DeckViewer>;
    /** Whether the policy lets the requester do `action` to a deck they were let see (without throwing). */
    deckAllows(deck: DeckRow, action: DeckAction): Promise<boolean>;
    /** The deck as the API answers it to the requester (their rights from `current`, when newer). */
    deckAnswer(deck: DeckRow, current?: DeckRow): Promise<Deck>;
    /**
     * The visibility a new deck of the requester starts with, once the policy allows it: `requested`,
     * or else public, or internal when their team keeps its decks internal.
     */
    newDeckVisibility(requested?: DeckVisibility): Promise<DeckVisibility>;
  }
}

/** A private link as the policy weighs it, once verified: a presenter link opens the notes too. */
const linkAccess = (link: AccessTokenRow) => ({ valid: true, presenter: link.link_type === 'presenter' });

/** The actions the policy decides with the owner's team's allow-scripts switch. */
const SCRIPT_ACTIONS: ReadonlySet<DeckAction> = new Set(['use_scripts', 'run_scripts']);

export default fp<{
  decks: Decks;
  tags: Tags;
  /** What a team decides for its decks (undefined: no such team). */
  teamSettings: (teamId: string) => Promise<DeckTeamSettings | undefined>;
}>(
  async (app, options) => {
    app.decorate('decks', options.decks);
    app.decorate('tags', options.tags);
    const teamOf = async (teamId: string | null) => (teamId === null ? undefined : options.teamSettings(teamId));
    const allowsPublic = async (teamId: string | null) => (await teamOf(teamId))?.allowsPublicDecks ?? true;

    app.decorate('deckLook', async (deck: DeckRow): Promise<DeckLook> => {
      const [theme, team] = await Promise.all([findFollowedTheme(app.readModels, deck), teamOf(deck.owner_team_id)]);
      const settings = followedSettings({ ...DEFAULT_DECK_SETTINGS, ...deck.settings }, theme);
      const css = [team?.globalCssOutput ?? '', settings.css_output].filter((part) => part !== '').join('\n');
      return { settings: { ...settings, css_output: css }, theme };
    });

    app.decorateRequest('newDeckVisibility', async function (this: FastifyRequest, requested?: DeckVisibility) {
      const owner = await this.policyActor();
      if (owner.kind !== 'user') throw new UnauthenticatedError();
      const resource = newDeckResource(owner, await allowsPublic(activeTeamOf(owner)));
      const visibility = requested ?? (can(owner, 'make_public', resource).allowed ? 'all' : 'team');
      await this.authorize(VISIBILITY_ACTIONS[visibility], resource);
      return visibility;
    });

    /** The deck's row as kept for the person's content saves: read again once anything but its content changes. */
    const keptRowId = (deckId: string, readFor: string | undefined) => `${deckId}/${readFor ?? ''}`;
    const rowForContentSaves = (deckId: string, readFor: string | undefined) =>
      app.readCaches.savedDeckRows.read(keptRowId(deckId, readFor), async () => {
        const deck = await options.decks.requireDeck(deckId, readFor);
        return { value: deck, keys: deckRowKeys(deck) };
      });

    app.decorateRequest(
      'authorizedDeck',
      async function (
        this: FastifyRequest,
        deckId: string,
        action: DeckAction,
        { contentMayLag = false }: { contentMayLag?: boolean } = {},
      ) {
        const readFor = this.session?.userId;
        const deck = contentMayLag
          ? await rowForContentSaves(deckId, readFor)
          : await options.decks.requireDeck(deckId, readFor);
        const resource = SCRIPT_ACTIONS.has(action)
          ? await deckResourceWithScripts(app.readModels, deck)
          : action === 'make_public'
            ? { ...deckResource(deck), teamAllowsPublicDecks: await allowsPublic(deck.owner_team_id) }
            : deckResource(deck);
        const withoutLink = can(await this.policyActor(), action, resource);
        const deckLink = !withoutLink.allowed && withoutLink.reason === 'not_found' ? await this.deckLink(deck) : null;
        if (!deckLink) {
          await this.authorize(action, resource);
          return deck;
        }
        const withLink = { ...resource, accessToken: linkAccess(deckLink.link) };
        if (!deckLink.unlocked) {
          // A locked link asks for its password only for what it would open; for the rest the deck stays unknown.
          if (can(await this.policyActor(), action, withLink).allowed)
            throw new UnauthenticatedError(accessTokenMessages.passwordRequired, 'password_required');
          await this.authorize(action, resource);
        }
        await this.authorize(action, withLink);
        return deck;
      },
    );
    // A stale save of the person's own (another tab of theirs) is then refused before its markup is cleaned.
    app.decorateRequest('contentSaved', function (this: FastifyRequest, deckId: string, version: number) {
      app.readCaches.savedDeckRows.revise(keptRowId(deckId, this.session?.userId), (row) => ({
        ...row,
        version: Math.max(row.version, version),
      }));
    });
    app.decorateRequest('deckAllows', async function (this: FastifyRequest, deck: DeckRow, action: DeckAction) {
      // A private link that let the requester see the deck counts, as it did for seeing it.
      const link = await this.deckLink(deck);
      const resource = { ...deckResource(deck), ...(link?.unlocked ? { accessToken: linkAccess(link.link) } : {}) };
      return can(await this.policyActor(), action, resource).allowed;
    });
    app.decorateRequest('deckAnswer', async function (this: FastifyRequest, deck: DeckRow, current = deck) {
      return toDeckResponse(deck, await this.deckViewer(current), await app.deckLook(deck));
    });
    app.decorateRequest('deckViewer', async function (this: FastifyRequest, deck: DeckRow): Promise<DeckViewer> {
      const actor = await this.policyActor();
      const resource = await deckResourceWithScripts(app.readModels, deck);
      const edit = can(actor, 'edit', resource);
      return {
        kudoed: actor.kind === 'user' && (deck.kudoed ?? (await hasKudo(app.readModels, deck.id, actor.id))),
        can_edit: edit.allowed,
        can_administer: can(actor, 'administer', resource).allowed,
        edit_requires_upgrade: !edit.allowed && edit.reason === 'upgrade_required',
        can_use_scripts: can(actor, 'use_scripts', resource).allowed,
        // Whoever got the deck may view it (through a link, perhaps): only the team's switch is asked.
        can_run_scripts: resource.ownerTeamAllowsScripts === true,
      };
    });
  },
  { name: 'decks', dependencies: ['policy', 'access-tokens', 'read-caches'] },
);
