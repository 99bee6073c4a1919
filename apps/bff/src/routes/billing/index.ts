import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerResponse, subscriptionDetails } from '@lectern/contracts';
import { UnauthenticatedError } from '@lectern/domain';
import type { TeamRow, UserRow } from '@lectern/read-models';
import { customerWithoutProvider, personalSubscription, teamSubscription } from './subscription-details.js';

type Billed = { team: TeamRow } | { user: UserRow };

/** The billing page's calls (spec/002 §7 "Accounts and billing"), while no payment provider is configured. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get('/account/details', { schema: { tags, response: { 200: customerResponse } } }, async (request) => {
    await billed(request);
    return { customer: customerWithoutProvider };
  });

  app.get('/account/subscription', { schema: { tags, response: { 200: subscriptionDetails } } }, async (request) => {
    const subject = await billed(request);
    return 'team' in subject
      ? teamSubscription(subject.team, app.teams.costPerUser(subject.team.billing_period))
      : personalSubscription(subject.user);
  });
};

export default billingRoutes;
