// A replica of a service that keeps `appliedProjection`, as its own process (for tests that kill
// one with SIGKILL): prints `applying` once it holds the lease and `standing by` when it does not.
import { baseSettings, loadConfig } from '@lectern/config';
import { createInfrastructure } from '../infrastructure.js';
import { createLogger } from '../logger.js';
import { startProjectionService } from '../projection-service.js';
import { appliedProjection } from './applied-projection.js';

const config = loadConfig(baseSettings);
const logger = createLogger(process.env.REPLICA_NAME ?? 'replica', config.LOG_LEVEL);
const infra = await createInfrastructure({ mode: 'distributed', config, logger, clientId: 'replica' });
const service = await startProjectionService(infra, { name: 'tally-service', projections: [appliedProjection] });
process.stdout.write(`${infra.leases.holds('projections:tally-service') ? 'applying' : 'standing by'}\n`);
process.once('SIGTERM', () => {
  void service
    .stop()
    .then(() => infra.close())
    .then(() => process.exit(0));
});
