import { startProjectionService, type Infrastructure, type RunningApp } from '@lectern/service-kit';

/** None yet: teams, members, invitations, themes and templates are not built (see README). */
export const projections = [] as const;

export const start = (infra: Infrastructure): Promise<RunningApp> =>
  startProjectionService(infra, { name: 'team-service', projections });
