import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { SessionStore } from '@lectern/sessions';
import { SESSION_TTL_MS } from '../../accounts/constants.js';

export interface SessionOptions {
  store: SessionStore;
  /** Over TLS cookies are Secure and use the `__Host-` prefix (no Domain, Path=/). */
  secure: boolean;
}

export interface RequestSession {
  id: string;
  userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
  interface FastifyReply {
    /** Ends any session the request carried and starts a new one (ids rotate at sign-in). */
    startSession(userId: string): Promise<string>;
    endSession(): Promise<void>;
  }
  interface FastifyInstance {
    sessionCookieName: string;
    sessionStore: SessionStore;
  }
}

/** Server-side sessions keyed by an HttpOnly, SameSite=Lax cookie. */
export default fp<SessionOptions>(
  async (app, options) => {
    await app.register(cookie);
    const cookieName = options.secure ? '__Host-lectern_session' : 'lectern_session';
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
    app.decorate('sessionCookieName', cookieName);
    app.decorate('sessionStore', options.store);
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request) => {
      const id = request.cookies[cookieName];
      if (!id) return;
      const session = await options.store.get(id);
      request.session = session ? { id, userId: session.userId } : null;
    });

    app.decorateReply('startSession', async function (this: FastifyReply, userId: string) {
      const previous = this.request.cookies[cookieName];
      if (previous) await options.store.destroy(previous);
      const id = await options.store.create(userId, SESSION_TTL_MS);
      this.setCookie(cookieName, id, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
      this.request.session = { id, userId };
      return id;
    });

    app.decorateReply('endSession', async function (this: FastifyReply) {
      const id = this.request.cookies[cookieName];
      if (id) await options.store.destroy(id);
      this.clearCookie(cookieName, cookieOptions);
      this.request.session = null;
    });
  },
  { name: 'sessions' },
);
