import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerResponse, SubscriptionDetails } from '@lectern/contracts';
import { createClient, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';
import { inviteAndJoin, signUpTeam } from '../../testing/teams.js';

const DETAILS = '/api/v1/account/details.json';
const SUBSCRIPTION = '/api/v1/account/subscription.json';

const noProvider: CustomerResponse = {
  customer: {
    active_card: null,
    subscription: null,
    can_change_period: false,
    can_toggle_notifications: false,
    next_charge: null,
    next_charge_amount: null,
    charges: [],
    pending_change: false,
    failure: null,
  },
  payments: null,
};

const personal = (tier: SubscriptionDetails['plan']['tier'], manuallyUpgraded: boolean): SubscriptionDetails => ({
  plan: { tier },
  billed_yearly: false,
  billed_monthly: false,
  manually_upgraded: manuallyUpgraded,
  free_invites_remaining: 0,
  price_per_account: null,
  user_count: null,
  seats: null,
});

/** The billing page's calls on a server without a payment provider, whose operator prices team seats. */
describe('billing', () => {
  let bff: TestBff;
  let owner: TestClient;
  let admin: TestClient;
  let member: TestClient;
  let memberId: string;

  beforeAll(async () => {
    bff = await createTestBff({ teamPricePerUser: { monthly: 12, yearly: 120 } });
    owner = createClient(bff.app);
    const created = await signUpTeam(owner, 'Bill Rockets', 'bill-rockets', 'bea');
    expect(created.statusCode, created.body).toBe(201);
    const joinedAdmin = await inviteAndJoin(bff, owner, 'abe@example.com', 'abe');
    admin = joinedAdmin.client;
    const promoted = await owner.put(`/api/v1/team/users/${joinedAdmin.id}`, { user: { role: 'admin' } });
    expect(promoted.statusCode, promoted.body).toBe(200);
    ({ client: member, id: memberId } = await inviteAndJoin(bff, owner, 'mo@example.com', 'mo'));
  });
  afterAll(() => bff.close());

  it("shows the team's managers its plan: the team tier, its period, the seat price and its members", async () => {
    const team: SubscriptionDetails = {
      plan: { tier: 'team' },
      billed_yearly: true,
      billed_monthly: false,
      manually_upgraded: false,
      free_invites_remaining: 0,
      price_per_account: 120,
      user_count: 3,
      seats: null,
    };
    for (const manager of [owner, admin]) {
      const subscription = await manager.get(SUBSCRIPTION);
      expect(subscription.statusCode, subscription.body).toBe(200);
      expect(subscription.json()).toEqual(team);
      expect((await manager.get(DETAILS)).json()).toEqual(noProvider);
    }
    // The same calls without .json, and on the team's own address.
    expect((await owner.get('/api/v1/account/subscription')).json()).toEqual(team);
    const onTeamAddress = createClient(bff.app, { headers: { host: 'bill-rockets.lectern.test' } });
    onTeamAddress.setCookie('lectern_session', owner.cookie('lectern_session')!);
    expect((await onTeamAddress.get(SUBSCRIPTION)).json()).toEqual(team);
  });

  it("prices a monthly team's seats by the month", async () => {
    const monthly = createClient(bff.app);
    const created = await monthly.post('/api/v1/teams', {
      team: { name: 'Month Rockets', slug: 'month-rockets' },
      user: { username: 'mia', email: 'mia@example.com', password: 'secret-password' },
      subscription: { billing_period: 'monthly' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await monthly.get(SUBSCRIPTION)).json()).toMatchObject({
      plan: { tier: 'team' },
      billed_yearly: false,
      billed_monthly: true,
      price_per_account: 12,
      user_count: 1,
    });
  });

  it("refuses a member who does not manage the team its billing, and does not fall back to the member's own", async () => {
    for (const path of [SUBSCRIPTION, DETAILS]) {
      const refused = await member.get(path);
      expect(refused.statusCode, path).toBe(403);
      expect(Object.keys(refused.json())).toEqual(['error']);
    }
  });

  it('shows a deactivated member the billing of their own account again', async () => {
    expect((await owner.delete(`/api/v1/team/users/${memberId}/deactivate`)).statusCode).toBe(200);
    expect((await member.get(SUBSCRIPTION)).json()).toEqual(personal('free', false));
    expect((await owner.get(SUBSCRIPTION)).json().user_count).toBe(2);
    expect((await owner.post(`/api/v1/team/users/${memberId}/reactivate`)).statusCode).toBe(200);
    expect((await member.get(SUBSCRIPTION)).statusCode).toBe(403);
  });

  it("shows an outsider nothing of a team's billing on its address, whoever they are", async () => {
    const outsider = await signedUpClient(bff.app, 'otto');
    const rival = createClient(bff.app);
    expect((await signUpTeam(rival, 'Rival', 'rival', 'rita')).statusCode).toBe(201);
    for (const who of [outsider, rival]) {
      const onBillRockets = createClient(bff.app, { headers: { host: 'bill-rockets.lectern.test' } });
      onBillRockets.setCookie('lectern_session', who.cookie('lectern_session')!);
      for (const path of [SUBSCRIPTION, DETAILS]) {
        const refused = await onBillRockets.get(path);
        expect(refused.statusCode, path).toBe(403);
        expect(Object.keys(refused.json())).toEqual(['error']);
      }
    }
    // On their own address, each sees only their own.
    expect((await outsider.get(SUBSCRIPTION)).json()).toEqual(personal('free', false));
    expect((await rival.get(SUBSCRIPTION)).json()).toMatchObject({ user_count: 1, billed_yearly: true });
  });

  it('asks visitors to sign in, on the app and on a team address', async () => {
    for (const client of [
      createClient(bff.app),
      createClient(bff.app, { headers: { host: 'bill-rockets.lectern.test' } }),
    ]) {
      expect((await client.get(SUBSCRIPTION)).statusCode).toBe(401);
      expect((await client.get(DETAILS)).statusCode).toBe(401);
    }
  });

  it("shows a free user's own plan, with no provider's customer behind it", async () => {
    const free = await signedUpClient(bff.app, 'fran');
    expect((await free.get(SUBSCRIPTION)).json()).toEqual(personal('free', false));
    expect((await free.get(DETAILS)).json()).toEqual(noProvider);
  });

  it('shows a plan the administrator set as manually upgraded', async () => {
    const pro = await signedUpClient(bff.app, 'pru');
    await bff.setPlan('pru', 'pro');
    expect((await pro.get(SUBSCRIPTION)).json()).toEqual(personal('pro', true));
    expect((await pro.get(DETAILS)).json()).toEqual(noProvider);
  });

  it('refuses every manager of a team billed by hand', async () => {
    await bff.setPlan('bea', 'enterprise');
    for (const manager of [owner, admin]) {
      for (const path of [SUBSCRIPTION, DETAILS]) expect((await manager.get(path)).statusCode, path).toBe(403);
    }
  });
});
