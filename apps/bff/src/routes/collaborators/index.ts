import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  collaborationAccessQuery,
  collaborationAccessResponse,
  deckEditorResponse,
  deckResponse,
  deckTokenQuery,
  deckUserParams,
  deckUserResponse,
  deckUsersResponse,
  handoverAnswerRequest,
  inviteRequest,
  updateDeckUserRequest,
} from '@lectern/contracts';
import {
  collaborationMessages,
  ConflictError,
  DEFAULT_DECK_SETTINGS,
  NotFoundError,
  onTeamDomain,
  ValidationError,
  type DeckAction,
} from '@lectern/domain';
import {
  deckEditor,
  findCollaborator,
  findInvitationDeck,
  findUserById,
  findUserByLogin,
  listCollaborators,
} from '@lectern/read-models';
import { ownerAsDeckUser, toDeckUser } from '../../collaboration/collaboration-responses.js';

const params = z.object({ id: z.string().min(1).max(64) });
const noContent = { 204: z.null() };

/**
 * Collaborators and the editor seat (spec/001 §4, §7): making a deck collaborative, its users
 * (list, invite, role, remove), becoming editor and the handover requests, reading comments up to
 * now, and who a socket of the editor namespace is.
 */
const collaboratorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['collaborators'];

  /** The signed-in requester's id and the collaborative deck, once the policy allows `action`. */
  async function collaborativeDeck(request: FastifyRequest, deckId: string, action: DeckAction) {
    const userId = await request.ownAccount('view_account');
    const deck = await request.authorizedDeck(deckId, action);
    if (!deck.collaborative) throw new ConflictError(collaborationMessages.notCollaborative, 'not_collaborative');
    return { userId, deck };
  }

  async function deckUser(request: FastifyRequest, deckId: string, collaboratorId: string) {
    const deck = await app.decks.requireDeck(deckId);
    const editor = await deckEditor(app.readModels, deckId);
    const showEmail = await request.deckAllows(deck, 'administer');
    if (collaboratorId === deck.owner_id)
      return ownerAsDeckUser(deck, await findUserById(app.readModels, deck.owner_id), { editor, showEmail });
    const row = await findCollaborator(app.readModels, deckId, collaboratorId);
    if (!row) throw new NotFoundError();
    return toDeckUser(row, { editor, showEmail });
  }

  const editorOf = async (deckId: string) => {
    const editor = await deckEditor(app.readModels, deckId);
    return { editor: { editor_id: editor.editor_id, pending: editor.pending } };
  };

  app.post(
    '/decks/:id/make_collaborative',
    { schema: { tags, params, response: { 200: deckResponse } } },
    async (request) => {
      const userId = await request.ownAccount('view_account');
      const deck = await request.authorizedDeck(request.params.id, 'administer');
      await app.collaboration.makeCollaborative(deck, userId, request.actor());
      const updated = await app.decks.requireDeck(deck.id, userId);
      return { deck: await request.deckAnswer(updated) };
    },
  );

  app.get(
    '/decks/:id/users',
    { schema: { tags, params, querystring: deckTokenQuery, response: { 200: deckUsersResponse } } },
    async (request) => {
      const { deck } = await collaborativeDeck(request, request.params.id, 'comment');
      const [owner, rows, editor] = await Promise.all([
        findUserById(app.readModels, deck.owner_id),
        listCollaborators(app.readModels, deck.id),
        deckEditor(app.readModels, deck.id),
      ]);
      const showEmail = await request.deckAllows(deck, 'administer');
      const shown = { editor, showEmail };
      return {
        users: [ownerAsDeckUser(deck, owner, shown), ...rows.map((row) => toDeckUser(row, shown))],
        editor: { editor_id: editor.editor_id, pending: editor.pending },
      };
    },
  );

  app.post(
    '/decks/:id/users/invite',
    { schema: { tags, params, body: inviteRequest, response: { 201: deckUserResponse } } },
    async (request, reply) => {
      const { userId, deck } = await collaborativeDeck(request, request.params.id, 'administer');
      const { email, role, add_to_team: addToTeam } = request.body.user;
      const inviter = (await findUserById(app.readModels, userId))!;
      const invitee = email.includes('@') ? await findUserByLogin(app.readModels, email) : undefined;
      // Managers may also invite into their team an address nobody has yet: allowed before anything is
      // done. An address on the team's own domain joins by signing in with it instead.
      const manager = addToTeam && !invitee ? await request.authorizedTeam('manage_members') : null;
      const team = manager && !onTeamDomain(email, manager.google_domain) ? manager : null;
      const id = await app.collaboration.invite(deck, { email, role, invitee, inviter }, request.actor());
      // Already invited to the team: the deck's invitation stands, and so does the earlier one.
      if (team)
        await app.teams.invite(team, email, 'member', inviter.username, request.actor()).catch((error: unknown) => {
          if (!(error instanceof ValidationError)) throw error;
        });
      return reply.status(201).send({ user: await deckUser(request, deck.id, id) });
    },
  );

  app.put(
    '/decks/:id/users/:userId',
    { schema: { tags, params: deckUserParams, body: updateDeckUserRequest, response: { 200: deckUserResponse } } },
    async (request) => {
      const { deck } = await collaborativeDeck(request, request.params.id, 'administer');
      await app.collaboration.changeRole(deck, request.params.userId, request.body.user.role, request.actor());
      return { user: await deckUser(request, deck.id, request.params.userId) };
    },
  );

  app.delete(
    '/decks/:id/users/:userId',
    { schema: { tags, params: deckUserParams, response: noContent } },
    async (request, reply) => {
      const { deck } = await collaborativeDeck(request, request.params.id, 'administer');
      await app.collaboration.remove(deck, request.params.userId, request.actor());
      return reply.status(204).send(null);
    },
  );

  /** The invitation mailed to an address without an account, followed by someone signed in with it. */
  app.post(
    '/deck_invitations/:invitationId',
    {
      schema: {
        tags,
        params: z.object({ invitationId: z.string().min(1).max(100) }),
        response: { 200: deckResponse },
      },
    },
    async (request) => {
      const userId = await request.ownAccount('view_account');
      // Not a collaborator yet, they cannot see the deck: the invitation alone lets them in, else 404.
      const deckId = await findInvitationDeck(app.readModels, request.params.invitationId);
      if (!deckId) throw new NotFoundError();
      const deck = await app.decks.requireDeck(deckId);
      const user = (await findUserById(app.readModels, userId))!;
      await app.collaboration.acceptInvitation(deck, request.params.invitationId, user, request.actor());
      const joined = await request.authorizedDeck(deck.id, 'view');
      return { deck: await request.deckAnswer(joined) };
    },
  );

  app.post(
    '/decks/:id/users/update_last_seen_at',
    { schema: { tags, params, querystring: deckTokenQuery, response: noContent } },
    async (request, reply) => {
      const { userId, deck } = await collaborativeDeck(request, request.params.id, 'comment');
      await app.collaboration.markRead(deck, userId, request.actor());
      return reply.status(204).send(null);
    },
  );

  // Opening the editor takes the seat only when it is free or its holder away (409 `editor_busy`
  // otherwise); the Edit button asks its active holder for it; its requester may withdraw.
  const seatRequests = {
    'users/become_editor': 'takeEditor',
    handover: 'requestEditor',
    'handover/cancel': 'cancelRequest',
  } as const;
  for (const [path, command] of Object.entries(seatRequests)) {
    app.post(
      `/decks/:id/${path}`,
      { schema: { tags, params, response: { 200: deckEditorResponse } } },
      async (request) => {
        const { userId, deck } = await collaborativeDeck(request, request.params.id, 'edit');
        await app.collaboration[command](deck, userId, request.actor());
        return editorOf(deck.id);
      },
    );
  }

  for (const answer of ['approve', 'deny'] as const) {
    app.post(
      `/decks/:id/handover/${answer}`,
      { schema: { tags, params, body: handoverAnswerRequest, response: { 200: deckEditorResponse } } },
      async (request) => {
        const { userId, deck } = await collaborativeDeck(request, request.params.id, 'edit');
        const decide = answer === 'approve' ? app.collaboration.approveRequest : app.collaboration.denyRequest;
        await decide(deck, userId, request.body.user_id, request.actor());
        return editorOf(deck.id);
      },
    );
  }

  /** Who the requester is on the deck: realtime asks it, with the socket's cookie, before it joins. */
  app.get(
    '/decks/:id/collaboration',
    {
      schema: {
        tags,
        params,
        querystring: collaborationAccessQuery,
        response: { 200: collaborationAccessResponse },
      },
    },
    async (request) => {
      let { userId, deck } = await collaborativeDeck(request, request.params.id, 'comment');
      // Asked again after an event: answered once the read models show it, to whoever may still ask.
      if (request.query.after !== undefined) {
        await request.readAfter(request.query.after);
        ({ userId, deck } = await collaborativeDeck(request, request.params.id, 'comment'));
      }
      const user = (await findUserById(app.readModels, userId))!;
      const role =
        deck.owner_id === userId ? 'owner' : (deck.collaborators.find((c) => c.userId === userId)?.role ?? null);
      return {
        user: { id: user.id, username: user.username, name: user.name, thumbnail_url: user.profile_photo },
        role,
        can_edit: await request.deckAllows(deck, 'edit'),
        edit_together: { ...DEFAULT_DECK_SETTINGS, ...deck.settings }.edit_together,
      };
    },
  );
};

export default collaboratorsRoutes;
