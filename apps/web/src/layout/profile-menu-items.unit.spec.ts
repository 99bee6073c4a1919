import { describe, expect, it } from 'vitest';
import type { AccountType } from '@lectern/contracts';
import { profileMenuItems } from './profile-menu-items';

const labels = (account_type: AccountType, manually_upgraded = false) =>
  profileMenuItems({ account_type, manually_upgraded }).map((item) => item.label);

describe('profileMenuItems (spec/001 §6)', () => {
  it('offers Upgrade to a free account', () => {
    expect(labels('default')).toEqual(['Profile', 'Settings', 'Upgrade', 'Sign out']);
  });

  it('offers Billing to a paid account', () => {
    expect(labels('lite')).toEqual(['Profile', 'Settings', 'Billing', 'Sign out']);
    expect(labels('pro')).toEqual(['Profile', 'Settings', 'Billing', 'Sign out']);
  });

  it('offers neither to a manually upgraded or an enterprise account', () => {
    expect(labels('pro', true)).toEqual(['Profile', 'Settings', 'Sign out']);
    expect(labels('enterprise')).toEqual(['Profile', 'Settings', 'Sign out']);
  });

  it('gives enterprise managers Themes, the Settings submenu and the membership audit', () => {
    const withRole = (role: 'owner' | 'admin' | 'member', manually_upgraded = false) =>
      profileMenuItems({
        account_type: 'enterprise',
        manually_upgraded,
        membership: { role, activated: true, team_paid: true },
      }).map((item) => (item.group ? `${item.group}/${item.label}` : item.label));
    const manager = [
      'Profile',
      'Themes',
      'Settings/Account',
      'Settings/Team',
      'Settings/Members',
      'Settings/Billing',
      'Membership audit',
      'Sign out',
    ];
    expect(withRole('owner')).toEqual(manager);
    expect(withRole('admin')).toEqual(manager);
    expect(withRole('owner', true)).toEqual(manager.filter((label) => label !== 'Settings/Billing'));
    expect(withRole('member')).toEqual(['Profile', 'Settings', 'Sign out']);
  });

  it('counts an active member of a team as enterprise, and a deactivated one by their own plan', () => {
    const free = (role: 'owner' | 'admin' | 'member', activated: boolean) =>
      profileMenuItems({
        account_type: 'default',
        manually_upgraded: false,
        membership: { role, activated, team_paid: true },
      }).map((item) => item.label);
    expect(free('member', true)).toEqual(['Profile', 'Settings', 'Sign out']);
    expect(free('admin', true)).toContain('Themes');
    expect(free('member', false)).toEqual(['Profile', 'Settings', 'Upgrade', 'Sign out']);
    expect(free('admin', false)).toEqual(['Profile', 'Settings', 'Upgrade', 'Sign out']);
  });

  it('links each entry to its screen', () => {
    expect(profileMenuItems({ account_type: 'lite', manually_upgraded: false }).map((item) => item.to)).toEqual([
      '/$username',
      '/users/edit',
      '/account/billing',
      '/users/sign_out',
    ]);
    expect(profileMenuItems({ account_type: 'default', manually_upgraded: false })[2]?.to).toBe('/account/upgrade');
  });

  it('puts the team entry after Profile: the team by its name, or Create a team, once known', () => {
    const free = { account_type: 'default', manually_upgraded: false } as const;
    expect(profileMenuItems(free, null).slice(0, 2)).toEqual([
      { label: 'Profile', to: '/$username' },
      { label: 'Create a team', to: '/teams/new' },
    ]);
    const member = { ...free, membership: { role: 'member', activated: true, team_paid: true } } as const;
    expect(profileMenuItems(member, { name: 'Works' })[1]).toEqual({ label: 'Works', to: '/team' });
    const owner = { ...free, membership: { role: 'owner', activated: true, team_paid: true } } as const;
    expect(profileMenuItems(owner, { name: 'Works' }).map((item) => item.label)).toContain('Works');
    expect(profileMenuItems(free).map((item) => item.label)).toEqual(['Profile', 'Settings', 'Upgrade', 'Sign out']);
  });
});
