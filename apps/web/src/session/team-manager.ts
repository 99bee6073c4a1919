import type { AccountType, CurrentUser } from '@lectern/contracts';
import { heldPlan } from '@lectern/domain';

type Member = Pick<CurrentUser, 'membership'> | null;

/** Whether the person is an active member of a team; a deactivated member is no one in it. */
export const isActiveMember = (user: Member): boolean => user?.membership?.activated === true;

/**
 * Owners and admins of an active membership are the team's managers (spec/000 §6). The server
 * decides again on every call.
 */
export const isTeamManager = (user: Member): boolean => isActiveMember(user) && user?.membership?.role !== 'member';

/** The plan whose privileges the person holds: an active membership lends the team's enterprise plan while the team pays. */
export const heldPlanOf = (user: Pick<CurrentUser, 'account_type' | 'membership'>): AccountType =>
  heldPlan(user.account_type, isActiveMember(user) && user.membership?.team_paid === true);
