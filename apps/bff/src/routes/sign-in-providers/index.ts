import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  linkRequest,
  linkResponse,
  pendingLinkResponse,
  providerCallbackQuery,
  providerSignInQuery,
  signInOptionsResponse,
  type ProviderSignInProblem,
  type SignInIntent,
} from '@lectern/contracts';
import { NotFoundError, usernameProblem } from '@lectern/domain';
import { RATE_LIMITS } from '../../accounts/constants.js';
import { toCurrentUserResponse } from '../../accounts/user-responses.js';
import { SIGN_IN_FLOW_TTL_MS } from '../../sign-in-providers/constants.js';
import { flowCookies, type PendingLink } from '../../sign-in-providers/flow-cookies.js';
import { completeProviderSignIn, vouchedDomain } from '../../sign-in-providers/sign-in.js';
import { SignInProviderError, type SignInProvider } from '../../sign-in-providers/index.js';

const providerParams = z.object({ provider: z.string().max(40) });
const tags = ['session'];

/** The screen a provider sign-in started from, told why it ended without one. */
function problemPage(intent: SignInIntent, problem: ProviderSignInProblem, provider: string): string {
  const page =
    intent === 'link'
      ? '/users/edit'
      : intent === 'sign_up' || problem === 'no_account'
        ? '/users/sign_up'
        : '/users/sign_in';
  return `${page}?${new URLSearchParams({ auth_error: problem, provider })}`;
}

/**
 * Sign-in with OpenID Connect providers (decision 0044): the account screens' options, the
 * browser's way to a provider and back, and linking a provider's account to an existing one once
 * its password is given. Every way back ends on a screen: signed in, asked for a password, or told
 * why not (`auth_error`).
 */
const signInProviderRoutes: FastifyPluginAsyncZod<{ secret: string; secure: boolean }> = async (app, options) => {
  const cookies = flowCookies(options);

  const requireProvider = (id: string): SignInProvider => {
    const provider = app.signInProviders.get(id);
    if (!provider) throw new NotFoundError();
    return provider;
  };

  app.get('/auth/options', { schema: { tags, response: { 200: signInOptionsResponse } } }, async () => ({
    providers: app.signInProviders.list().map(({ id, name }) => ({ id, name })),
    bot_check: app.botCheck?.settings ?? null,
  }));

  app.get(
    '/auth/providers/:provider',
    { schema: { tags, params: providerParams, querystring: providerSignInQuery } },
    async (request, reply) => {
      const provider = requireProvider(request.params.provider);
      const { intent, redirect, email_subscriber, username } = request.query;
      if (intent === 'link') {
        if (!request.session) return reply.redirect('/users/sign_in?redirect=%2Fusers%2Fedit', 303);
        await request.ownAccount('edit_account');
      }
      let authorization: Awaited<ReturnType<SignInProvider['authorizationRequest']>>;
      try {
        authorization = await provider.authorizationRequest(app.signInProviders.callbackUrl(provider.id));
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in provider unavailable');
        return reply.redirect(problemPage(intent, 'unavailable', provider.id), 303);
      }
      const chosen = username?.trim().toLowerCase();
      cookies.startFlow(reply, {
        ...authorization.checks,
        provider: provider.id,
        intent,
        redirect: redirect ?? null,
        emailSubscriber: email_subscriber === 'true',
        username: chosen && usernameProblem(chosen) === undefined ? chosen : null,
      });
      return reply.redirect(authorization.url.href, 303);
    },
  );

  app.get(
    '/auth/providers/:provider/callback',
    {
      config: {
        rateLimits: (request) => [{ key: `provider:ip:${request.ip}`, rule: RATE_LIMITS.providerSignInPerIp }],
      },
      schema: { tags, params: providerParams, querystring: providerCallbackQuery },
    },
    async (request, reply) => {
      const provider = requireProvider(request.params.provider);
      const flow = cookies.takeFlow(request, reply);
      const refuse = (problem: ProviderSignInProblem) =>
        reply.redirect(problemPage(flow?.intent ?? 'sign_in', problem, provider.id), 303);
      if (!flow || flow.provider !== provider.id || flow.state !== request.query.state) return refuse('failed');
      // One way back per sign-in: a replayed answer finds its state spent.
      const fresh = await app.rateLimiter.consume(`provider-state:${flow.state}`, {
        limit: 1,
        windowMs: SIGN_IN_FLOW_TTL_MS,
      });
      if (!fresh.allowed) return refuse('failed');
      if (request.query.error) return refuse(request.query.error === 'access_denied' ? 'cancelled' : 'failed');
      let account;
      try {
        account = await provider.account(new URL(request.url, app.signInProviders.callbackUrl(provider.id)), flow);
      } catch (error) {
        if (!(error instanceof SignInProviderError)) throw error;
        request.log.warn({ err: error }, 'sign-in provider answer refused');
        return refuse('failed');
      }
      const signedInUserId = request.session?.userId ?? null;
      const outcome = await completeProviderSignIn(
        app,
        { account, flow, signedInUserId, trustEmailDomain: provider.trustEmailDomain },
        request.actor(),
      );
      if (outcome.kind === 'refused') return refuse(outcome.problem);
      if (outcome.kind === 'link') {
        cookies.holdLink(reply, {
          userId: outcome.userId,
          identity: outcome.identity,
          teamDomain: vouchedDomain(account, provider.trustEmailDomain),
          redirect: flow.intent === 'link' ? '/users/edit' : flow.redirect,
          nonce: flow.nonce,
        });
        return reply.redirect('/users/auth/link', 303);
      }
      if (outcome.user.id !== signedInUserId) await reply.startSession(outcome.user.id);
      return reply.redirect(
        flow.intent === 'link' ? '/users/edit' : (flow.redirect ?? `/${outcome.user.username}`),
        303,
      );
    },
  );

  const pendingLink = (request: FastifyRequest): PendingLink => {
    const link = cookies.pendingLink(request);
    if (!link) throw new NotFoundError('This request to link accounts has expired. Please sign in again.');
    return link;
  };

  app.get('/auth/link', { schema: { tags, response: { 200: pendingLinkResponse } } }, async (request) => {
    const link = pendingLink(request);
    const user = await app.accounts.findById(link.userId);
    const provider = app.signInProviders.get(link.identity.provider);
    if (!user || !provider) throw new NotFoundError();
    return {
      provider: { id: provider.id, name: provider.name },
      email: user.email,
      username: user.username,
      signed_in: request.session?.userId === user.id,
    };
  });

  // The password is guessed against the account's own budget, shared with sign-in.
  const linkAttemptKey = (request: FastifyRequest) =>
    `sign-in:account:user:${cookies.pendingLink(request)?.userId ?? 'none'}:ip:${request.ip}`;

  app.post(
    '/auth/link',
    {
      config: {
        rateLimits: (request) => [
          { key: `sign-in:ip:${request.ip}`, rule: RATE_LIMITS.signInPerIp },
          { key: linkAttemptKey(request), rule: RATE_LIMITS.signInPerAccountAndIp },
        ],
      },
      schema: { tags, body: linkRequest, response: { 200: linkResponse } },
    },
    async (request, reply) => {
      const link = pendingLink(request);
      // Linking to the account one is signed in to is an account change like any other.
      if (request.session?.userId === link.userId) await request.ownAccount('edit_account');
      const actor = { ...request.actor(), userId: link.userId };
      await app.accounts.linkIdentity(link.userId, link.identity, request.body.user.current_password, actor);
      const spent = await app.rateLimiter.consume(`provider-link:${link.nonce}`, {
        limit: 1,
        windowMs: SIGN_IN_FLOW_TTL_MS,
      });
      if (!spent.allowed) throw new NotFoundError('This request to link accounts was used already.');
      if (link.teamDomain)
        await app.teams.joinByDomain(link.userId, { email: link.identity.email, domain: link.teamDomain }, actor);
      const user = (await app.accounts.findById(link.userId))!;
      cookies.dropLink(reply);
      await app.rateLimiter.reset(linkAttemptKey(request));
      if (request.session?.userId !== user.id) await reply.startSession(user.id);
      return {
        user: toCurrentUserResponse(user),
        csrf_token: reply.csrfToken(),
        redirect: link.redirect ?? `/${user.username}`,
      };
    },
  );
};

export default signInProviderRoutes;
