import type { CurrentUser } from '@lectern/contracts';

export interface ProfileMenuItem {
  label: string;
  to: '/$username' | '/users/edit' | '/account/billing' | '/account/upgrade' | '/teams/audit' | '/users/sign_out';
}

/**
 * The profile dropdown (spec/001 §6): Settings, plus Billing for a paid plan (lite or pro, not
 * manually upgraded) or Upgrade for a free one; the membership audit for a team's owner and
 * admins. The other enterprise entries come with the team screens.
 */
export function profileMenuItems(
  user: Pick<CurrentUser, 'account_type' | 'manually_upgraded'> & Partial<Pick<CurrentUser, 'membership'>>,
): ProfileMenuItem[] {
  const paid = (user.account_type === 'lite' || user.account_type === 'pro') && !user.manually_upgraded;
  const plan: ProfileMenuItem[] = paid
    ? [{ label: 'Billing', to: '/account/billing' }]
    : user.account_type === 'default'
      ? [{ label: 'Upgrade', to: '/account/upgrade' }]
      : [];
  return [
    { label: 'Profile', to: '/$username' },
    { label: 'Settings', to: '/users/edit' },
    ...plan,
    ...(user.membership && user.membership.role !== 'member'
      ? [{ label: 'Membership audit', to: '/teams/audit' } as const]
      : []),
    { label: 'Sign out', to: '/users/sign_out' },
  ];
}
