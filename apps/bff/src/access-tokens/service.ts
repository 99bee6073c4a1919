import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import {
  accessTokenDecider,
  accessTokenStreamId,
  NotFoundError,
  type AccessTokenCommand,
  type AccessTokenSettings,
} from '@lectern/domain';
import { readState } from '@lectern/event-store';
import {
  findAccessTokenById,
  findAccessTokenByToken,
  listAccessTokens,
  type AccessTokenRow,
  type DeckRow,
} from '@lectern/read-models';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../accounts/passwords.js';
import { runCommand, type Actor, type CommandDependencies } from '../commands.js';
import { ACCESS_TOKEN_BYTES } from './constants.js';

export interface AccessTokensDependencies extends CommandDependencies {
  db: Queryable;
  now?: () => Date;
}

export interface AccessTokenChanges extends Partial<AccessTokenSettings> {
  /** A new password; '' or null removes it. */
  password?: string | null;
}

/** Access tokens (private links in the UI): created, changed and deleted by a deck's managers, and opened with their password. */
export function createAccessTokens(deps: AccessTokensDependencies) {
  const now = () => (deps.now ?? (() => new Date()))().toISOString();

  async function run(tokenId: string, command: AccessTokenCommand, actor: Actor) {
    await runCommand(deps, { streamId: accessTokenStreamId(tokenId), decider: accessTokenDecider, command }, actor);
  }

  /** The deck's link `tokenId`; another deck's link is not found. */
  async function requireOf(deck: DeckRow, tokenId: string): Promise<AccessTokenRow> {
    const row = await findAccessTokenById(deps.db, tokenId);
    if (!row || row.deck_id !== deck.id) throw new NotFoundError();
    return row;
  }

  return {
    requireOf,
    findByToken: (token: string) => findAccessTokenByToken(deps.db, token),
    list: (deck: DeckRow) => listAccessTokens(deps.db, deck.id),

    async create(deck: DeckRow, name: string | undefined, actor: Actor): Promise<AccessTokenRow> {
      const tokenId = randomUUID();
      const token = randomBytes(ACCESS_TOKEN_BYTES).toString('base64url');
      await run(
        tokenId,
        { type: 'CreateAccessToken', data: { tokenId, deckId: deck.id, token, name, now: now() } },
        actor,
      );
      return requireOf(deck, tokenId);
    },

    async update(deck: DeckRow, tokenId: string, changes: AccessTokenChanges, actor: Actor): Promise<AccessTokenRow> {
      await requireOf(deck, tokenId);
      const { password, ...settings } = changes;
      if (Object.values(settings).some((value) => value !== undefined))
        await run(tokenId, { type: 'UpdateAccessToken', data: settings }, actor);
      if (password !== undefined) {
        const passwordHash = password ? await hashPassword(password) : null;
        await run(tokenId, { type: 'SetAccessTokenPassword', data: { passwordHash } }, actor);
      }
      return requireOf(deck, tokenId);
    },

    async delete(deck: DeckRow, tokenId: string, actor: Actor): Promise<void> {
      await requireOf(deck, tokenId);
      await run(tokenId, { type: 'DeleteAccessToken', data: { now: now() } }, actor);
    },

    /** Counts a view of the deck through the link; answers the link with its new count. */
    async countView(deck: DeckRow, link: AccessTokenRow, actor: Actor): Promise<AccessTokenRow> {
      await run(link.id, { type: 'CountAccessTokenView', data: { now: now() } }, actor);
      return requireOf(deck, link.id);
    },

    /** Whether `password` opens the link; a link without a password opens with any. */
    async passwordMatches(link: AccessTokenRow, password: string): Promise<boolean> {
      const { state } = await readState(deps.store, accessTokenStreamId(link.id), accessTokenDecider);
      if (state.status !== 'active') return verifyAgainstDecoy(password);
      return state.passwordHash === null || (await verifyPassword(password, state.passwordHash));
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
