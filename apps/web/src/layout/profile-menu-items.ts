import type { CurrentUser } from '@lectern/contracts';
import { heldPlanOf, isTeamManager } from '../teams/team-manager';

export interface ProfileMenuItem {
  label: string;
  to:
    | '/$username'
    | '/themes'
    | '/users/edit'
    | '/edit'
    | '/team/users'
    | '/account/billing'
    | '/account/upgrade'
    | '/teams/audit'
    | '/users/sign_out';
  /** Shown under this heading (the enterprise managers' Settings submenu). */
  group?: 'Settings';
}

/**
 * The profile dropdown (spec/001 §6). Enterprise managers (a team's owner and admins) see Themes
 * and Settings with a submenu: account, team, members, and billing unless the team is manually
 * upgraded; then the membership audit. Others see Settings, plus Billing for a paid plan (lite or
 * pro, not manually upgraded) or Upgrade for a free one; an active team member holds the team's
 * enterprise plan, whatever their own, and sees neither.
 */
export function profileMenuItems(
  user: Pick<CurrentUser, 'account_type' | 'manually_upgraded'> & Partial<Pick<CurrentUser, 'membership'>>,
): ProfileMenuItem[] {
  if (isTeamManager({ membership: user.membership ?? null })) {
    const settings: ProfileMenuItem[] = [
      { label: 'Account', to: '/users/edit', group: 'Settings' },
      { label: 'Team', to: '/edit', group: 'Settings' },
      { label: 'Members', to: '/team/users', group: 'Settings' },
      ...(user.manually_upgraded ? [] : [{ label: 'Billing', to: '/account/billing', group: 'Settings' } as const]),
    ];
    return [
      { label: 'Profile', to: '/$username' },
      { label: 'Themes', to: '/themes' },
      ...settings,
      { label: 'Membership audit', to: '/teams/audit' },
      { label: 'Sign out', to: '/users/sign_out' },
    ];
  }
  const held = heldPlanOf({ account_type: user.account_type, membership: user.membership ?? null });
  const paid = (held === 'lite' || held === 'pro') && !user.manually_upgraded;
  const plan: ProfileMenuItem[] = paid
    ? [{ label: 'Billing', to: '/account/billing' }]
    : held === 'default'
      ? [{ label: 'Upgrade', to: '/account/upgrade' }]
      : [];
  return [
    { label: 'Profile', to: '/$username' },
    { label: 'Settings', to: '/users/edit' },
    ...plan,
    { label: 'Sign out', to: '/users/sign_out' },
  ];
}
