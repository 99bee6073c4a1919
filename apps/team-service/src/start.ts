import { startProjectionService, type Infrastructure, type RunningApp } from '@lectern/service-kit';
import { teamsProjection } from './teams/teams-projection.js';

/** Teams, their members, invitations and themes; slide templates are not built yet (see README). */
export const projections = [teamsProjection] as const;

export const start = (infra: Infrastructure): Promise<RunningApp> =>
  startProjectionService(infra, { name: 'team-service', projections });
