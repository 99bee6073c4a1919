import type { CurrentUser } from '@lectern/contracts';

/**
 * Owners and admins of an active membership are the team's managers (spec/000 §6); a deactivated
 * member is no one in the team. The server decides again on every call.
 */
export const isTeamManager = (user: Pick<CurrentUser, 'membership'> | null): boolean =>
  user?.membership?.activated === true && user.membership.role !== 'member';
