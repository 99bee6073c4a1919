import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '@lectern/domain';
import { isSignature, signature } from '../../secrets.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why this route's unsafe requests need no CSRF token: a forged one must change nothing the
     * forger could use. Only for calls made where the seed cookie cannot be (a frame on another site).
     */
    csrfNotNeeded?: string;
  }
  interface FastifyReply {
    /** The CSRF token for the session the reply leaves the browser with (issues the seed cookie if needed). */
    csrfToken(): string;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrf-token';
/** The field a form post carries the token in, for a page a form opens (invoice and receipt printing, spec/002 §7). */
export const CSRF_FORM_FIELD = 'authenticity_token';

/** The token a request sent: its header, or the field of a form post's body (parsed only where a route takes forms). */
function sentToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string') return header;
  if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return undefined;
  const field = (request.body as Record<string, unknown> | undefined)?.[CSRF_FORM_FIELD];
  return typeof field === 'string' ? field : undefined;
}

/**
 * Stateless synchronizer tokens: token = HMAC(secret, seed cookie + session id). A token is only
 * valid for the browser holding the seed and for its current session, so it changes at sign-in.
 * Every unsafe method must carry it in `x-csrf-token`, or a form post in its `authenticity_token`
 * field; without it nothing runs (403).
 */
export default fp<{ secret: Buffer; secure: boolean }>(
  async (app, options) => {
    const seedCookie = options.secure ? '__Host-lectern_csrf' : 'lectern_csrf';
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
    const sign = (seed: string, sessionId: string | undefined) =>
      signature(options.secret, `${seed}.${sessionId ?? ''}`);

    app.decorateReply('csrfToken', function (this: FastifyReply) {
      let seed = this.request.cookies[seedCookie];
      if (!seed) {
        seed = randomBytes(16).toString('base64url');
        this.request.cookies[seedCookie] = seed;
        this.setCookie(seedCookie, seed, { ...cookieOptions, maxAge: 365 * 24 * 60 * 60 });
      }
      return sign(seed, this.request.session?.id);
    });

    app.addHook('preHandler', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrfNotNeeded) return;
      const seed = request.cookies[seedCookie];
      if (!seed || !isSignature(sentToken(request), sign(seed, request.session?.id))) {
        throw new ForbiddenError('Invalid or missing CSRF token', 'csrf');
      }
    });
  },
  { name: 'csrf', dependencies: ['sessions'] },
);
