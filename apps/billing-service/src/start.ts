import { startProjectionService, type Infrastructure, type RunningApp } from '@lectern/service-kit';

/** None yet: the payment provider, its webhooks and plan changes are not built (see README). */
export const projections = [] as const;

export const start = (infra: Infrastructure): Promise<RunningApp> =>
  startProjectionService(infra, { name: 'billing-service', projections });
