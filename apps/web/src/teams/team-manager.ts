import type { CurrentUser } from '@lectern/contracts';

/** Owners and admins are the team's managers (spec/000 §6); the server decides again on every call. */
export const isTeamManager = (user: CurrentUser | null): boolean =>
  user?.membership?.role === 'owner' || user?.membership?.role === 'admin';
