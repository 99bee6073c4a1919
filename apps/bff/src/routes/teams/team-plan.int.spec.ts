import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamInvite } from '@lectern/contracts';
import { PLAN_LIMITS } from '@lectern/domain';
import { createClient, createDeck, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

/**
 * A member of a team is a member of an enterprise team (spec/002 §1): joining on the free plan, they
 * hold the enterprise privileges while their membership is active, and lose them once deactivated.
 */
describe('the plan a team lends its members', () => {
  let bff: TestBff;
  let owner: TestClient;
  let dee: TestClient;
  let deeId: string;
  let draft: { id: string; slug: string };

  beforeAll(async () => {
    bff = await createTestBff();
    owner = createClient(bff.app);
    const created = await owner.post('/api/v1/teams', {
      team: { name: 'Plan Rockets', slug: 'plan-rockets' },
      user: { username: 'pia', email: 'pia@example.com', password: 'secret-password' },
      subscription: { billing_period: 'monthly' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const invited = await owner.post('/api/v1/team/invitations', { invitation: { email: 'dee@example.com' } });
    const invitation = invited.json().invitation as TeamInvite;
    const token = invitation.invitation_url.split('/invitations/')[1]!;
    dee = createClient(bff.app);
    const joined = await dee.post(`/api/v1/invitations/${token}`, {
      user: { username: 'dee', password: 'secret-password' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    deeId = joined.json().user.id;
  });
  afterAll(() => bff.close());

  it('keeps the member on their own free plan, with the limits of the plan they hold', async () => {
    expect((await dee.get('/api/v1/users/dee')).json().user.account_type).toBe('default');
    const { user } = (await dee.get('/api/v1/status')).json();
    expect(user).toMatchObject({
      account_type: 'default',
      membership: { role: 'member', activated: true },
      image_upload_limit: PLAN_LIMITS.enterprise.imageUploadLimit,
      video_upload_limit: PLAN_LIMITS.enterprise.videoUploadLimit,
    });
  });

  it('lets an active member on the free plan make a private deck and edit it', async () => {
    draft = await createDeck(dee, { title: 'Team secrets', visibility: 'self' });
    const saved = await dee.put(`/api/v1/decks/${draft.id}`, { deck: { data: '<section>plan</section>', version: 1 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await dee.get(`/api/v1/decks/${draft.id}`)).json().deck).toMatchObject({
      visibility: 'self',
      can_edit: true,
      edit_requires_upgrade: false,
      // What the deck's plan-bound features (the embed footer, link types) go by.
      user: { username: 'dee', account_type: 'enterprise' },
    });
  });

  it('takes the privileges away from a deactivated member, and gives them back on reactivation', async () => {
    expect((await owner.delete(`/api/v1/team/users/${deeId}/deactivate`)).statusCode).toBe(200);
    const refused = await dee.post('/api/v1/decks', { deck: { title: 'Another secret', visibility: 'self' } });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.code).toBe('upgrade_required');
    expect((await dee.get('/api/v1/status')).json().user).toMatchObject({
      membership: { role: 'member', activated: false },
      video_upload_limit: PLAN_LIMITS.default.videoUploadLimit,
    });
    expect((await dee.get(`/api/v1/decks/${draft.id}`)).json().deck).toMatchObject({
      can_edit: false,
      edit_requires_upgrade: true,
      user: { account_type: 'default' },
    });

    expect((await owner.post(`/api/v1/team/users/${deeId}/reactivate`)).statusCode).toBe(200);
    expect((await dee.get(`/api/v1/decks/${draft.id}`)).json().deck).toMatchObject({
      can_edit: true,
      edit_requires_upgrade: false,
    });
  });
});

describe('a team billed by hand', () => {
  it("makes its active members' accounts manually upgraded too, so no manager is offered billing", async () => {
    const bff = await createTestBff();
    try {
      const owner = createClient(bff.app);
      expect(
        (
          await owner.post('/api/v1/teams', {
            team: { name: 'Hand Rockets', slug: 'hand-rockets' },
            user: { username: 'hana', email: 'hana@example.com', password: 'secret-password' },
          })
        ).statusCode,
      ).toBe(201);
      const invited = await owner.post('/api/v1/team/invitations', {
        invitation: { email: 'abe@example.com', team_role: 'admin' },
      });
      const token = (invited.json().invitation as TeamInvite).invitation_url.split('/invitations/')[1]!;
      const admin = createClient(bff.app);
      const joined = await admin.post(`/api/v1/invitations/${token}`, {
        user: { username: 'abe', password: 'secret-password' },
      });
      expect(joined.statusCode, joined.body).toBe(201);
      const manuallyUpgraded = async (client: TestClient) =>
        (await client.get('/api/v1/status')).json().user.manually_upgraded as boolean;
      expect(await manuallyUpgraded(admin)).toBe(false);
      expect((await owner.get('/api/v1/team')).json().team.manually_upgraded).toBe(false);

      await bff.setPlan('hana', 'enterprise');
      expect((await owner.get('/api/v1/team')).json().team.manually_upgraded).toBe(true);
      expect(await manuallyUpgraded(owner)).toBe(true);
      expect(await manuallyUpgraded(admin)).toBe(true);
      expect((await owner.delete(`/api/v1/team/users/${joined.json().user.id}/deactivate`)).statusCode).toBe(200);
      expect(await manuallyUpgraded(admin)).toBe(false);
    } finally {
      await bff.close();
    }
  });
});

describe('a team on an instance whose operator prices seats and sets plans by hand', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff({ defaultPlan: 'pro', teamPricePerUser: { monthly: 12, yearly: 120 } });
  });
  afterAll(() => bff.close());

  const signUp = (client: TestClient, slug: string, billing_period: 'monthly' | 'yearly') =>
    client.post('/api/v1/teams', {
      team: { name: `Priced ${slug}`, slug },
      user: { username: `${slug}-owner`, email: `${slug}@example.com`, password: 'secret-password' },
      subscription: { billing_period },
    });

  it("shows each team the price of a member for its billing period, and the owner's hand-set plan as manually upgraded", async () => {
    const monthly = createClient(bff.app);
    expect((await signUp(monthly, 'by-month', 'monthly')).json().team).toMatchObject({
      account_billing_period: 'monthly',
      account_cost_per_user: 12,
      manually_upgraded: true,
    });
    const yearly = createClient(bff.app);
    expect((await signUp(yearly, 'by-year', 'yearly')).statusCode).toBe(201);
    expect((await yearly.get('/api/v1/team')).json().team).toMatchObject({
      account_billing_period: 'yearly',
      account_cost_per_user: 120,
      manually_upgraded: true,
    });
  });
});
