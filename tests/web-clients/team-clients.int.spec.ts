import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestBff, type TestBff } from '../../apps/bff/src/testing/harness.js';
import { signUp } from '../../apps/web/src/api/account.js';
import { signUpTeam, teamsQueryOptions } from '../../apps/web/src/api/teams.js';
import { openPage, showPage } from './page.js';

// The profile menu's team entry asks GET /teams through the web app's client: none before a team, the team after.
describe('the teams of the signed-in person, as the web app asks them', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await bff.close();
  });

  it('answers no team to a person outside any, and their team to its owner', async () => {
    showPage(await openPage(bff.app));
    const { user } = await signUp({ username: 'loner', email: 'loner@example.com', password: 'secret-password' });
    expect(await new QueryClient().fetchQuery(teamsQueryOptions(user.id))).toEqual([]);

    showPage(await openPage(bff.app));
    const signedUp = await signUpTeam({
      team: { name: 'Menu Works', slug: 'menuworks' },
      user: { username: 'menuowner', email: 'menuowner@example.com', password: 'secret-password' },
      subscription: { billing_period: 'monthly' },
    });
    const teams = await new QueryClient().fetchQuery(teamsQueryOptions(signedUp.user.id));
    expect(teams.map((team) => team.name)).toEqual(['Menu Works']);
  });
});
