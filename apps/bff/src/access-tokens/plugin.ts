import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenRow, DeckRow } from '@lectern/read-models';
import { isSignature, signature } from '../secrets.js';
import type { AccessTokens } from './service.js';

/** An access token presented with a request, for the deck it belongs to. */
export interface DeckLink {
  link: AccessTokenRow;
  /** False while the link asks for a password this browser has not given. */
  unlocked: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** The `token` query parameter, when there is one. */
    linkToken(): string | undefined;
    /** The access token the request carries when it is a link to this deck; any other token counts as none. */
    deckLink(deck: DeckRow): Promise<DeckLink | null>;
  }
  interface FastifyReply {
    /** Remembers, for this browser, that the link's password was given. */
    rememberUnlocked(link: AccessTokenRow): void;
  }
}

/**
 * Access tokens on deck reads. A protected link, once its password is given, is remembered by a
 * signed HttpOnly cookie per link holding HMAC(secret, link id + password version): it lasts as
 * long as the browser session, works for anonymous visitors, and stops opening the deck when the
 * password changes or the link is deleted.
 */
export default fp<{ accessTokens: AccessTokens; secret: string; secure: boolean }>(
  async (app, options) => {
    const cookiePrefix = options.secure ? '__Host-lectern_link_' : 'lectern_link_';
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
    const unlockProof = (link: AccessTokenRow) =>
      signature(options.secret, `access-token.${link.id}.${link.password_version}`);

    const isUnlocked = (request: FastifyRequest, link: AccessTokenRow) => {
      if (!link.has_password) return true;
      return isSignature(request.cookies[cookiePrefix + link.id], unlockProof(link));
    };

    app.decorate('accessTokens', options.accessTokens);
    app.decorateRequest('linkToken', function (this: FastifyRequest) {
      const token = (this.query as Record<string, unknown> | undefined)?.token;
      return typeof token === 'string' && token !== '' ? token : undefined;
    });
    app.decorateRequest('deckLink', async function (this: FastifyRequest, deck: DeckRow): Promise<DeckLink | null> {
      const token = this.linkToken();
      const link = token ? await options.accessTokens.findByToken(token) : undefined;
      if (!link || link.deck_id !== deck.id) return null;
      return { link, unlocked: isUnlocked(this, link) };
    });
    app.decorateReply('rememberUnlocked', function (this: FastifyReply, link: AccessTokenRow) {
      this.setCookie(cookiePrefix + link.id, unlockProof(link), cookieOptions);
    });
  },
  { name: 'access-tokens', dependencies: ['sessions'] },
);
