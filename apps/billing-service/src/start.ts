import { readModelsByService } from '@lectern/read-models';
import { startProjectionService, type Infrastructure, type RunningApp } from '@lectern/service-kit';

export const start = (infra: Infrastructure): Promise<RunningApp> =>
  startProjectionService(infra, { name: 'billing-service', projections: readModelsByService['billing-service'] ?? [] });
