import { startProjectionService, type Infrastructure, type RunningApp } from '@lectern/service-kit';
import { slideTemplatesProjection } from './slide-templates/slide-templates-projection.js';
import { teamsProjection } from './teams/teams-projection.js';

/** Teams, their members, invitations and themes; slide templates, personal and the team's. */
export const projections = [teamsProjection, slideTemplatesProjection] as const;

export const start = (infra: Infrastructure): Promise<RunningApp> =>
  startProjectionService(infra, { name: 'team-service', projections });
