import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isWellFormedPathParameter } from '@lectern/contracts';
import type { AccessTokenRow, DeckRow } from '@lectern/read-models';
import { isSignature, signature } from '../secrets.js';
import { FRAME_UNLOCK_MS } from './constants.js';
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
    /** The access token of the `token` query parameter, when there is one (without a frame unlock it may carry). */
    linkToken(): string | undefined;
    /** The access token the request carries when it is a link to this deck; any other token counts as none. */
    deckLink(deck: DeckRow): Promise<DeckLink | null>;
  }
  interface FastifyReply {
    /**
     * Remembers, for this browser, that the link's password was given; answers the link's token with
     * a frame unlock, for a frame on another site, where the cookie is neither kept nor sent.
     */
    rememberUnlocked(link: AccessTokenRow): string;
  }
}

/** The `token` query parameter as sent; one no link could have (a page's query is not validated) counts as none. */
function rawToken(request: FastifyRequest): string | undefined {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && isWellFormedPathParameter(token) ? token : undefined;
}

/**
 * Access tokens on deck reads. A protected link, once its password is given, is remembered by a
 * signed HttpOnly cookie per link holding HMAC(secret, link id + password version): it lasts as
 * long as the browser session, works for anonymous visitors, and stops opening the deck when the
 * password changes or the link is deleted. In a frame on another site that cookie is neither kept
 * nor sent, so the unlock also answers a frame unlock: `{token}.{expires}.{HMAC}` to put in the
 * frame's own `?token=`, valid for FRAME_UNLOCK_MS and for the link's current password only.
 */
export default fp<{ accessTokens: AccessTokens; secret: string; secure: boolean }>(
  async (app, options) => {
    const cookiePrefix = options.secure ? '__Host-lectern_link_' : 'lectern_link_';
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
    const unlockProof = (link: AccessTokenRow) =>
      signature(options.secret, `access-token.${link.id}.${link.password_version}`);

    const frameUnlockProof = (link: AccessTokenRow, expires: string) =>
      signature(options.secret, `access-token-frame.${link.id}.${link.password_version}.${expires}`);
    /** `{expires}.{proof}` after the token in `?token=`: the unlock of a frame, valid until it expires. */
    const hasFrameUnlock = (request: FastifyRequest, link: AccessTokenRow) => {
      const [, expires, proof] = rawToken(request)?.split('.') ?? [];
      if (!expires || !/^\d{1,15}$/.test(expires) || Number(expires) < Date.now()) return false;
      return isSignature(proof, frameUnlockProof(link, expires));
    };

    const isUnlocked = (request: FastifyRequest, link: AccessTokenRow) => {
      if (!link.has_password) return true;
      return isSignature(request.cookies[cookiePrefix + link.id], unlockProof(link)) || hasFrameUnlock(request, link);
    };

    app.decorate('accessTokens', options.accessTokens);
    app.decorateRequest('linkToken', function (this: FastifyRequest) {
      return rawToken(this)?.split('.')[0] || undefined;
    });
    app.decorateRequest('deckLink', async function (this: FastifyRequest, deck: DeckRow): Promise<DeckLink | null> {
      const token = this.linkToken();
      const link = token ? await options.accessTokens.findByToken(token) : undefined;
      if (!link || link.deck_id !== deck.id) return null;
      return { link, unlocked: isUnlocked(this, link) };
    });
    app.decorateReply('rememberUnlocked', function (this: FastifyReply, link: AccessTokenRow) {
      this.setCookie(cookiePrefix + link.id, unlockProof(link), cookieOptions);
      const expires = String(Date.now() + FRAME_UNLOCK_MS);
      return `${link.token}.${expires}.${frameUnlockProof(link, expires)}`;
    });
  },
  { name: 'access-tokens', dependencies: ['sessions'] },
);
