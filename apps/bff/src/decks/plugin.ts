import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { can, UnauthenticatedError, type DeckAction } from '@lectern/domain';
import { hasKudo, type DeckRow } from '@lectern/read-models';
import { accessTokenMessages } from '../access-tokens/constants.js';
import type { DeckViewer } from './deck-responses.js';
import { deckResource, deckResourceWithScripts } from './policy-resources.js';
import type { Decks } from './service.js';
import type { Tags } from '../tags/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    decks: Decks;
    tags: Tags;
  }
  interface FastifyRequest {
    /**
     * The deck, once the policy allows `action` on it for the requester (404 for those who may not see it).
     * An access token to this deck in `?token=` counts for those who could not see the deck without it;
     * while its password has not been given, the answer is 401 `password_required`.
     */
    authorizedDeck(deckId: string, action: DeckAction): Promise<DeckRow>;
    /** What the requester may do with the deck, for the deck response. */
    deckViewer(deck: DeckRow): Promise<DeckViewer>;
    /** Whether the policy lets the requester do `action` to a deck they were let see (without throwing). */
    deckAllows(deck: DeckRow, action: DeckAction): Promise<boolean>;
  }
}

/** The actions the policy decides with the owner's team's allow-scripts switch. */
const SCRIPT_ACTIONS: ReadonlySet<DeckAction> = new Set(['use_scripts', 'run_scripts']);

export default fp<{ decks: Decks; tags: Tags }>(
  async (app, options) => {
    app.decorate('decks', options.decks);
    app.decorate('tags', options.tags);
    app.decorateRequest('authorizedDeck', async function (this: FastifyRequest, deckId: string, action: DeckAction) {
      const deck = await options.decks.requireDeck(deckId, this.session?.userId);
      const resource = SCRIPT_ACTIONS.has(action)
        ? await deckResourceWithScripts(app.readModels, deck)
        : deckResource(deck);
      const withoutLink = can(await this.policyActor(), action, resource);
      const deckLink = !withoutLink.allowed && withoutLink.reason === 'not_found' ? await this.deckLink(deck) : null;
      if (!deckLink) {
        await this.authorize(action, resource);
        return deck;
      }
      const withLink = { ...resource, accessToken: { valid: true } };
      if (!deckLink.unlocked) {
        // A locked link asks for its password only for what it would open; for the rest the deck stays unknown.
        if (can(await this.policyActor(), action, withLink).allowed)
          throw new UnauthenticatedError(accessTokenMessages.passwordRequired, 'password_required');
        await this.authorize(action, resource);
      }
      await this.authorize(action, withLink);
      return deck;
    });
    app.decorateRequest('deckAllows', async function (this: FastifyRequest, deck: DeckRow, action: DeckAction) {
      // A private link that let the requester see the deck counts, as it did for seeing it.
      const link = await this.deckLink(deck);
      const resource = { ...deckResource(deck), ...(link?.unlocked ? { accessToken: { valid: true } } : {}) };
      return can(await this.policyActor(), action, resource).allowed;
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
  { name: 'decks', dependencies: ['policy', 'access-tokens'] },
);
