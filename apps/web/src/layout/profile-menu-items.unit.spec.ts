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
