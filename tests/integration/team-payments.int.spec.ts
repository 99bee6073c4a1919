import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerResponse, SubscriptionDetails, TeamInvite } from '@lectern/contracts';
import { waitUntil } from '@lectern/testing';
import { startStripeDouble, type StripeDouble } from '@lectern/testing/stripe-double';
import { ApiSession } from '../e2e/support/api-session.js';
import { startOwnLectern, type TestLectern } from '../e2e/support/server.js';

/**
 * A team paying per seat, on the API: it signs up with a card, the provider bills one seat per
 * active member, and each member who joins or leaves changes the quantity through a recorded
 * request that billing-service carries out with its idempotency key (decision 0053).
 */
let provider: StripeDouble;
let lectern: TestLectern;

beforeAll(async () => {
  provider = await startStripeDouble();
  lectern = await startOwnLectern({ environment: provider.environment() });
});
afterAll(async () => {
  await lectern?.stop();
  await provider?.close();
});

const details = async (api: ApiSession) =>
  ((await api.succeed('GET', '/api/v1/account/details.json')) as CustomerResponse).customer;
const plan = async (api: ApiSession) =>
  (await api.succeed('GET', '/api/v1/account/subscription.json')) as SubscriptionDetails;
const settled = async (api: ApiSession) => {
  await waitUntil(async () => !(await details(api)).pending_change);
  return details(api);
};
const teamSubscription = () => [...provider.subscriptions.values()].find((s) => s.metadata?.account === teamId)!;
/** The quantity asks for this team's subscription, in order: seats and proration. */
const seatChanges = () =>
  provider.requests
    .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${teamSubscription().id}` && !r.replayed)
    .map((r) => [(r.form.items as { quantity: string }[])[0]!.quantity, r.form.proration_behavior]);

let teamId: string;

async function join(owner: ApiSession, username: string): Promise<string> {
  const { invitation } = (await owner.succeed('POST', '/api/v1/team/invitations', {
    invitation: { email: `${username}@example.com` },
  })) as { invitation: TeamInvite };
  const token = invitation.invitation_url.split('/invitations/')[1]!;
  const member = new ApiSession(lectern.url);
  const joined = (await member.succeed('POST', `/api/v1/invitations/${token}`, {
    user: { username, password: 'secret-pass' },
  })) as { user: { id: string } };
  return joined.user.id;
}

describe('a team paying per seat', () => {
  let owner: ApiSession;
  let memberId: string;

  it('needs a card to sign up while payments are on', async () => {
    const refused = await new ApiSession(lectern.url).call('POST', '/api/v1/teams', {
      team: { name: 'Cardless', slug: 'cardless' },
      user: { username: 'cara', email: 'cara@example.com', password: 'secret-pass' },
      subscription: { billing_period: 'monthly' },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
      'subscription.token': ['A card is needed to pay for the team’s seats'],
    });
  });

  it("signs up with a card and pays for its owner's seat", async () => {
    owner = new ApiSession(lectern.url);
    const created = (await owner.succeed('POST', '/api/v1/teams', {
      team: { name: 'Seat Rockets', slug: 'seat-rockets' },
      user: { username: 'sari', email: 'sari@example.com', password: 'secret-pass' },
      subscription: { billing_period: 'monthly', token: provider.cardToken() },
    })) as { team: { id: string } };
    teamId = created.team.id;
    const customer = await settled(owner);
    expect(customer).toMatchObject({
      active_card: { last4: '4242' },
      subscription: { status: 'active', period: 'month', coupon_code: null, percent_off: null },
      next_charge_amount: 1200,
      failure: null,
    });
    expect(customer.charges.map((charge) => charge.amount)).toEqual([1200]);
    expect(teamSubscription().items.data[0]).toMatchObject({ quantity: 1, price: { id: 'price_team_monthly' } });
    expect(await plan(owner)).toEqual({
      plan: { tier: 'team' },
      billed_yearly: false,
      billed_monthly: true,
      manually_upgraded: false,
      free_invites_remaining: 0,
      price_per_account: 12,
      user_count: 1,
      seats: 1,
    });
  });

  it('bills a member who joins at once, for the rest of the period', async () => {
    memberId = await join(owner, 'sam');
    await waitUntil(() => teamSubscription().items.data[0]!.quantity === 2);
    expect(seatChanges()).toEqual([['2', 'always_invoice']]);
    const customer = await settled(owner);
    expect(customer.next_charge_amount).toBe(2400);
    // The second seat, prorated for what is left of the period: all of it but a few seconds.
    expect(customer.charges.map((charge) => charge.amount)).toEqual([1200, 1200]);
    expect(await plan(owner)).toMatchObject({ seats: 2, user_count: 2, free_invites_remaining: 0 });
    const asked = provider.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${teamSubscription().id}`,
    );
    expect(asked.map((r) => r.idempotencyKey)).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('keeps a seat left this period paid, and fills it again without a charge', async () => {
    await owner.succeed('DELETE', `/api/v1/team/users/${memberId}/deactivate`);
    await waitUntil(() => teamSubscription().items.data[0]!.quantity === 1);
    await settled(owner);
    expect(await plan(owner)).toMatchObject({ seats: 1, user_count: 1, free_invites_remaining: 1 });
    expect((await details(owner)).next_charge_amount).toBe(1200);

    await owner.succeed('POST', `/api/v1/team/users/${memberId}/reactivate`);
    await waitUntil(() => teamSubscription().items.data[0]!.quantity === 2);
    const customer = await settled(owner);
    expect(seatChanges()).toEqual([
      ['2', 'always_invoice'],
      ['1', 'none'],
      ['2', 'none'],
    ]);
    expect(customer.charges).toHaveLength(2);
    expect(await plan(owner)).toMatchObject({ seats: 2, user_count: 2, free_invites_remaining: 0 });
  });

  it('cancels at the period end, stays paid until then, and reactivates within the period', async () => {
    expect((await owner.call('DELETE', '/api/v1/subscriptions', { reason_code: 2 })).status).toBe(202);
    expect((await settled(owner)).subscription?.cancel_at_period_end).toBe(true);
    expect(teamSubscription()).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect(await plan(owner)).toMatchObject({ plan: { tier: 'team' }, seats: 2, user_count: 2 });

    expect((await owner.call('PUT', '/api/v1/subscriptions/reactivate')).status).toBe(202);
    const customer = await settled(owner);
    expect(customer.subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(teamSubscription()).toMatchObject({ cancel_at_period_end: false, items: { data: [{ quantity: 2 }] } });
    expect(customer.charges).toHaveLength(2);
    expect(await plan(owner)).toMatchObject({ plan: { tier: 'team' }, seats: 2 });
  });

  it('renews every seat at the period end, and leaves no person on a plan of their own', async () => {
    const from = provider.events.length;
    provider.endPeriod(teamSubscription().id);
    expect(await provider.deliver(`${lectern.url}/api/v1/billing/webhooks`, from)).toEqual([200, 200]);
    await waitUntil(async () => (await details(owner)).charges.length === 3);
    expect((await details(owner)).charges[0]!.amount).toBe(2400);
    const status = (await owner.succeed('GET', '/api/v1/status')) as { user: { account_type: string } };
    expect(status.user.account_type).toBe('default');
  });
});
