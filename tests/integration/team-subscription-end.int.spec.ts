import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, CustomerResponse, TeamInvite } from '@lectern/contracts';
import { PLAN_LIMITS } from '@lectern/domain';
import { waitUntil } from '@lectern/testing';
import { ApiSession } from '../e2e/support/api-session.js';
import { paidLecternForFile } from './paid-lectern.js';

/**
 * A team's plan follows its subscription: once the provider ends it (cancelled at the period's end,
 * or a renewal never paid), the team's members hold only their own plan, though they stay its
 * members and its managers still reach its billing; a new subscription gives the plan back. The
 * provider is the local double, called by the real SDK, and its webhooks are signed by the SDK's helper.
 */
const paid = paidLecternForFile();

const webhooks = () => `${paid.lectern.url}/api/v1/billing/webhooks`;
const details = async (api: ApiSession) =>
  ((await api.succeed('GET', '/api/v1/account/details.json')) as CustomerResponse).customer;
const settled = async (api: ApiSession) => {
  await waitUntil(async () => !(await details(api)).pending_change);
  return details(api);
};
const me = async (api: ApiSession) => ((await api.succeed('GET', '/api/v1/status')) as { user: CurrentUser }).user;
const teamPaid = async (api: ApiSession) => (await me(api)).membership?.team_paid;
const privateDeck = (api: ApiSession) =>
  api.call('POST', '/api/v1/decks', { deck: { title: 'Plans for next year', visibility: 'self' } });
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

/** A team signed up with a card, with a member on the free plan; its subscription as the provider keeps it. */
async function paidTeam(name: string, owner: string, member: string) {
  const ownerApi = new ApiSession(paid.lectern.url);
  const created = (await ownerApi.succeed('POST', '/api/v1/teams', {
    team: { name, slug: name.toLowerCase().replace(/ /g, '-') },
    user: { username: owner, email: `${owner}@example.com`, password: 'secret-pass' },
    subscription: { billing_period: 'monthly', token: paid.provider.cardToken() },
  })) as { team: { id: string; root_url: string } };
  await settled(ownerApi);
  const { invitation } = (await ownerApi.succeed('POST', '/api/v1/team/invitations', {
    invitation: { email: `${member}@example.com` },
  })) as { invitation: TeamInvite };
  const memberApi = new ApiSession(paid.lectern.url);
  await memberApi.succeed('POST', `/api/v1/invitations/${invitation.invitation_url.split('/invitations/')[1]!}`, {
    user: { username: member, password: 'secret-pass' },
  });
  // The newest the team made: a team subscribed again has a new one.
  const subscription = () =>
    [...paid.provider.subscriptions.values()].findLast((s) => s.metadata?.account === created.team.id)!;
  // The member's seat is billed before anything else is asked.
  await waitUntil(() => subscription().items.data[0]!.quantity === 2);
  await settled(ownerApi);
  return { owner: ownerApi, member: memberApi, subscription, rootUrl: created.team.root_url };
}

/** Delivers the provider's events from `from` on, each signed, as its endpoint delivery does. */
async function delivered(from: number) {
  expect(await paid.provider.deliver(webhooks(), from)).toEqual(paid.provider.events.slice(from).map(() => 200));
}

describe('a team whose subscription is cancelled', () => {
  let team: Awaited<ReturnType<typeof paidTeam>>;

  beforeAll(async () => {
    team = await paidTeam('Lapse Rockets', 'lana', 'mel');
  });

  it("lends its free-plan member the enterprise plan while it pays, to the cancelled period's end", async () => {
    expect((await me(team.member)).account_type).toBe('default');
    expect(await teamPaid(team.member)).toBe(true);
    expect((await privateDeck(team.member)).status).toBe(201);
    await team.owner.succeed('DELETE', '/api/v1/subscriptions', { reason_code: 1 });
    expect((await settled(team.owner)).subscription?.cancel_at_period_end).toBe(true);
    expect((await privateDeck(team.member)).status).toBe(201);
  });

  it("takes the team's privileges from its members once the provider ends it, and keeps them its members", async () => {
    const from = paid.provider.events.length;
    paid.provider.endPeriod(team.subscription().id);
    expect(paid.provider.events.slice(from).map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    await delivered(from);
    await waitUntil(async () => (await teamPaid(team.member)) === false);

    const refused = await privateDeck(team.member);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('upgrade_required');
    expect(await me(team.member)).toMatchObject({
      membership: { role: 'member', activated: true, team_paid: false },
      video_upload_limit: PLAN_LIMITS.default.videoUploadLimit,
    });
    const themes = await team.member.call('GET', '/api/v1/themes');
    expect(themes.status).toBe(403);
    expect(await errorCode(themes)).toBe('upgrade_required');
    const newTheme = await team.owner.call('POST', '/api/v1/themes', { theme: { font: 'montserrat' } });
    expect(newTheme.status).toBe(403);
    expect(await errorCode(newTheme)).toBe('upgrade_required');
    // Its managers still reach its billing, to pay again.
    expect((await details(team.owner)).subscription).toBeNull();
  });

  it('changes nothing when the ending is delivered again', async () => {
    const ended = paid.provider.signed(paid.provider.events.at(-1)!);
    const replay = await fetch(webhooks(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': ended.signature },
      body: ended.payload,
    });
    expect(replay.status).toBe(200);
    expect(await teamPaid(team.member)).toBe(false);
  });

  it('lets only its managers subscribe it again, with a new card', async () => {
    const byMember = await team.member.call('POST', '/api/v1/teams/reactivate', {
      subscription: { token: paid.provider.cardToken(), billing_period: 'monthly' },
    });
    expect(byMember.status).toBe(403);
    const reactivated = (await team.owner.succeed('POST', '/api/v1/teams/reactivate', {
      subscription: { token: paid.provider.cardToken(), billing_period: 'yearly' },
    })) as { team: { root_url: string }; pending_change: boolean };
    expect(reactivated).toEqual({ team: { root_url: team.rootUrl }, pending_change: true });
    const customer = await settled(team.owner);
    expect(customer).toMatchObject({ subscription: { status: 'active', period: 'year' }, failure: null });
    expect(team.subscription().items.data[0]).toMatchObject({ quantity: 2, price: { id: 'price_team_yearly' } });

    await waitUntil(async () => (await teamPaid(team.member)) === true);
    expect((await privateDeck(team.member)).status).toBe(201);
    expect((await team.member.call('GET', '/api/v1/themes')).status).toBe(200);
  });

  it('refuses to subscribe a team that already pays', async () => {
    const again = await team.owner.call('POST', '/api/v1/teams/reactivate', {
      subscription: { token: paid.provider.cardToken(), billing_period: 'monthly' },
    });
    expect(again.status).toBe(409);
  });
});

describe('a team whose renewal the card declines', () => {
  let team: Awaited<ReturnType<typeof paidTeam>>;

  beforeAll(async () => {
    team = await paidTeam('Unpaid Rockets', 'uma', 'ugo');
  });

  it("tells the team's owner once by e-mail, and keeps the plan while the provider retries", async () => {
    paid.provider.declineCard(team.subscription().customer);
    const from = paid.provider.events.length;
    paid.provider.endPeriod(team.subscription().id);
    expect(paid.provider.events.slice(from).map((event) => event.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    await delivered(from);
    await waitUntil(() => paid.mailbox.received.some((mail) => mail.to.includes('uma@example.com')));
    expect((await details(team.owner)).subscription?.status).toBe('past_due');
    expect(await teamPaid(team.member)).toBe(true);
    expect((await privateDeck(team.member)).status).toBe(201);

    await delivered(from);
    const mails = paid.mailbox.received.filter((mail) => mail.to.includes('uma@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Your Lectern payment failed');
    expect(mails[0]!.raw).toContain('Unpaid Rockets');
    expect(mails[0]!.raw).toContain('/account/update_billing');
    const toMember = paid.mailbox.received.filter((mail) => mail.to.includes('ugo@example.com'));
    expect(toMember.some((mail) => mail.raw.includes('payment failed'))).toBe(false);
  });

  it('ends the plan of its members when the provider gives up', async () => {
    const from = paid.provider.events.length;
    paid.provider.retriesSpent(team.subscription().id);
    await delivered(from);
    await waitUntil(async () => (await teamPaid(team.member)) === false);
    const refused = await privateDeck(team.member);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('upgrade_required');
  });
});
