import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInIntent } from '@lectern/contracts';
import type { ProviderIdentity } from '@lectern/domain';
import { readSignedJson, signJson } from '../signed-json.js';
import { PENDING_LINK_TTL_MS, SIGN_IN_FLOW_TTL_MS } from './constants.js';
import type { AuthorizationChecks } from './provider.js';

/** A sign-in at a provider in progress: what was asked, and the checks of its way back. */
export interface SignInFlow extends AuthorizationChecks {
  provider: string;
  intent: SignInIntent;
  /** Where to land once signed in (a path on this site). */
  redirect: string | null;
  /** The sign-up's registration option: product news by e-mail. */
  emailSubscriber: boolean;
  /** The username typed on the sign-up form, tried first for a new account. */
  username: string | null;
  expiresAt: number;
}

/** A provider's account waiting to be linked to `userId` once its password is given; spent once (`nonce`). */
export interface PendingLink {
  userId: string;
  identity: ProviderIdentity;
  /** The domain the provider vouched for (the team rule), applied once linked. */
  teamDomain: string | null;
  redirect: string | null;
  expiresAt: number;
  nonce: string;
}

/**
 * The two short-lived, signed, HttpOnly cookies of a provider sign-in: the flow (state, nonce and
 * PKCE verifier, kept by the browser that started it, so a way back in another browser fails) and
 * the pending link. SameSite=Lax: the provider sends the browser back with a top-level GET. Each is
 * single-use: the caller spends its state or nonce once (`RateLimiter.consume` with a limit of 1).
 */
export function flowCookies(options: { secret: string; secure: boolean }) {
  const name = (kind: string) => `${options.secure ? '__Host-' : ''}lectern_provider_${kind}`;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };

  function set(reply: FastifyReply, kind: string, value: unknown, ttlMs: number) {
    reply.setCookie(name(kind), signJson(options.secret, `provider-${kind}`, value), {
      ...cookieOptions,
      maxAge: ttlMs / 1000,
    });
  }

  function read<T extends { expiresAt: number }>(request: FastifyRequest, kind: string): T | null {
    const value = readSignedJson(options.secret, `provider-${kind}`, request.cookies[name(kind)]) as T | null;
    return value && value.expiresAt > Date.now() ? value : null;
  }

  return {
    startFlow(reply: FastifyReply, flow: Omit<SignInFlow, 'expiresAt'>) {
      set(reply, 'flow', { ...flow, expiresAt: Date.now() + SIGN_IN_FLOW_TTL_MS }, SIGN_IN_FLOW_TTL_MS);
    },
    /** The flow the browser holds, if it is ours and fresh; the cookie goes either way. */
    takeFlow(request: FastifyRequest, reply: FastifyReply): SignInFlow | null {
      reply.clearCookie(name('flow'), cookieOptions);
      return read<SignInFlow>(request, 'flow');
    },
    holdLink(reply: FastifyReply, link: Omit<PendingLink, 'expiresAt'>) {
      set(reply, 'link', { ...link, expiresAt: Date.now() + PENDING_LINK_TTL_MS }, PENDING_LINK_TTL_MS);
    },
    pendingLink: (request: FastifyRequest) => read<PendingLink>(request, 'link'),
    dropLink(reply: FastifyReply) {
      reply.clearCookie(name('link'), cookieOptions);
    },
  };
}

export type FlowCookies = ReturnType<typeof flowCookies>;
