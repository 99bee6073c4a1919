import type { CurrentUser } from '@lectern/contracts';
import { heldPlanOf, isTeamManager } from '../session/team-manager';

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
    | '/team'
    | '/teams/new'
    | '/users/sign_out';
  /** Shown under this heading (the enterprise managers' Settings submenu). */
  group?: 'Settings';
}

/**
 * The team entry under Profile: the team the person is in (GET /teams), by its name, else the way
 * to create one; none while that is not known yet.
 */
function teamEntry(team: { name: string } | null | undefined): ProfileMenuItem[] {
  if (team === undefined) return [];
  return [team ? { label: team.name, to: '/team' } : { label: 'Create a team', to: '/teams/new' }];
}

/**
 * The profile dropdown (spec/001 §6), with the team entry after Profile. Enterprise managers (a
 * team's owner and admins) see Themes and Settings with a submenu: account, team, members, and
 * billing unless the team is manually upgraded; then the membership audit. Others see Settings,
 * plus Billing for a paid plan (lite or pro, not manually upgraded) or Upgrade for a free one; an
 * active team member holds the team's enterprise plan, whatever their own, and sees neither.
 */
export function profileMenuItems(
  user: Pick<CurrentUser, 'account_type' | 'manually_upgraded'> & Partial<Pick<CurrentUser, 'membership'>>,
  team?: { name: string } | null,
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
      ...teamEntry(team),
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
    ...teamEntry(team),
    { label: 'Settings', to: '/users/edit' },
    ...plan,
    { label: 'Sign out', to: '/users/sign_out' },
  ];
}
