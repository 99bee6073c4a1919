import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingSetup,
  cancellationBody,
  cardChangeBody,
  customerResponse,
  periodChangeBody,
  subscribeBody,
  subscriptionDetails,
  subscriptionRequested,
} from '@lectern/contracts';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '@lectern/domain';
import type { TeamRow, UserRow } from '@lectern/read-models';
import type { Billing } from '../../billing/service.js';
import { customerWithoutProvider, personalSubscription, teamSubscription } from './subscription-details.js';
import printRoutes from './print.js';
import webhookRoutes from './webhooks.js';

type Billed = { team: TeamRow } | { user: UserRow };

/** The billing page's calls (spec/002 §7 "Accounts and billing"); without a payment provider, nothing to pay (decision 0015). */
const billingRoutes: FastifyPluginAsyncZod<{ billing: Billing | null }> = async (app, { billing }) => {
  const tags = ['billing'];

  /**
   * Whose billing the request is about: on a team's address, or for an active member of a team,
   * the team's, which only its managers manage (and nobody when it is billed by hand); otherwise
   * the person's own account.
   */
  async function billed(request: FastifyRequest): Promise<Billed> {
    const actor = await request.policyActor();
    const onTeamAddress = app.teams.slugFromHost(request.headers.host) !== undefined;
    if (onTeamAddress || (actor.kind === 'user' && actor.teamId !== null && actor.teamMemberActive))
      return { team: await request.authorizedTeam('manage_billing') };
    const user = await app.accounts.findById(await request.ownAccount('view_account'));
    if (!user) throw new UnauthenticatedError();
    return { user };
  }

  const paymentsOn = (): Billing => {
    if (!billing) throw new NotFoundError('Payments are not set up on this server', 'payments_off');
    return billing;
  };

  /** The person buying a plan of their own through the provider (a team buys its seats when it signs up). */
  async function buyer(request: FastifyRequest): Promise<{ user: UserRow; billing: Billing }> {
    const billing = paymentsOn();
    const subject = await billed(request);
    if ('team' in subject) throw new ForbiddenError('Your team’s plan is billed to the team');
    await request.ownAccount('manage_billing');
    return { user: subject.user, billing };
  }

  /** The account whose subscription a change is for: the person's own, or the team its managers pay for. */
  async function payer(request: FastifyRequest): Promise<{ accountId: string; billing: Billing }> {
    const billing = paymentsOn();
    const subject = await billed(request);
    if ('team' in subject) return { accountId: subject.team.id, billing };
    await request.ownAccount('manage_billing');
    return { accountId: subject.user.id, billing };
  }

  // Public: whether payments are on, and the provider's publishable key and script, which are public too.
  app.get('/billing/setup', { schema: { tags, response: { 200: billingSetup } } }, async () => ({
    payments: billing?.setup ?? null,
  }));

  app.get('/account/details', { schema: { tags, response: { 200: customerResponse } } }, async (request) => {
    const subject = await billed(request);
    if (!billing) return { customer: customerWithoutProvider, payments: null };
    const accountId = 'team' in subject ? subject.team.id : subject.user.id;
    return { customer: await billing.customer(accountId), payments: billing.setup };
  });

  app.get('/account/subscription', { schema: { tags, response: { 200: subscriptionDetails } } }, async (request) => {
    const subject = await billed(request);
    if ('team' in subject) {
      const { team } = subject;
      return teamSubscription(team, app.teams.costPerUser(team.billing_period), (await billing?.live(team.id)) ?? null);
    }
    const live = await billing?.live(subject.user.id);
    return personalSubscription(subject.user, live?.subscription.period ?? null);
  });

  const accepted = { 202: subscriptionRequested };

  app.post('/subscriptions', { schema: { tags, body: subscribeBody, response: accepted } }, async (request, reply) => {
    const { user, billing } = await buyer(request);
    const { token, plan, billing_period, coupon } = request.body.subscription;
    await billing.subscribe(
      user,
      { plan, period: billing_period, cardToken: token, couponCode: coupon },
      request.actor(),
    );
    return reply.status(202).send({ pending_change: true });
  });

  app.put(
    '/subscriptions/period',
    { schema: { tags, body: periodChangeBody, response: accepted } },
    async (request, reply) => {
      const { accountId, billing } = await payer(request);
      await billing.changePeriod(accountId, request.body.subscription.billing_period, request.actor());
      return reply.status(202).send({ pending_change: true });
    },
  );

  app.delete(
    '/subscriptions',
    { schema: { tags, body: cancellationBody, response: accepted } },
    async (request, reply) => {
      const { accountId, billing } = await payer(request);
      const notes = request.body.notes || null;
      await billing.cancel(
        accountId,
        { reasonCode: request.body.reason_code as 1 | 2 | 3 | 4 | 5, notes },
        request.actor(),
      );
      return reply.status(202).send({ pending_change: true });
    },
  );

  app.put(
    '/subscriptions/card',
    { schema: { tags, body: cardChangeBody, response: accepted } },
    async (request, reply) => {
      const { accountId, billing } = await payer(request);
      await billing.changeCard(accountId, request.body.subscription.token, request.actor());
      return reply.status(202).send({ pending_change: true });
    },
  );

  app.put('/subscriptions/reactivate', { schema: { tags, response: accepted } }, async (request, reply) => {
    const { accountId, billing } = await payer(request);
    await billing.reactivate(accountId, request.actor());
    return reply.status(202).send({ pending_change: true });
  });

  /** Whose charges are printed, and for whom: the team by its name, or the person; the business details are the asker's own. */
  async function billedParty(request: FastifyRequest) {
    const subject = await billed(request);
    const asker = 'team' in subject ? await app.accounts.findById(request.actor().userId ?? '') : subject.user;
    if (!asker) throw new UnauthenticatedError();
    return {
      accountId: 'team' in subject ? subject.team.id : asker.id,
      party: {
        name: 'team' in subject ? subject.team.name : asker.username,
        email: asker.email,
        address: asker.billing_address,
        vatId: asker.billing_vat_id,
      },
    };
  }

  if (billing) {
    await app.register(webhookRoutes, { billing });
    await app.register(printRoutes, { billing, billed: billedParty });
  }
};

export default billingRoutes;
