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

  it('offers the membership audit to team owners and admins only', () => {
    const withRole = (role: 'owner' | 'admin' | 'member') =>
      profileMenuItems({ account_type: 'enterprise', manually_upgraded: false, membership: { role } }).map(
        (item) => item.label,
      );
    expect(withRole('owner')).toEqual(['Profile', 'Settings', 'Membership audit', 'Sign out']);
    expect(withRole('admin')).toEqual(['Profile', 'Settings', 'Membership audit', 'Sign out']);
    expect(withRole('member')).toEqual(['Profile', 'Settings', 'Sign out']);
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
});
