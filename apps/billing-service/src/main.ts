import { loadConfig, paymentProvider, paymentSettings } from '@lectern/config';
import { configuredOrExit, runStandalone } from '@lectern/service-kit';
import { start } from './start.js';

const provider = configuredOrExit(() => paymentProvider(loadConfig(paymentSettings)));

await runStandalone({
  name: 'billing-service',
  defaultPort: 3005,
  requires: ['DATABASE_URL', 'KAFKA_BROKERS'],
  start: (infra) => start(infra, { paymentProvider: provider }),
});
