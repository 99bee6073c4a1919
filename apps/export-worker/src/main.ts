import { runStandalone } from '@lectern/service-kit';
import { start } from './start.js';

await runStandalone({
  name: 'export-worker',
  defaultPort: 3006,
  requires: ['DATABASE_URL', 'KAFKA_BROKERS'],
  start: (infra) =>
    start(infra, {
      chromiumPath: process.env.CHROMIUM_PATH || undefined,
      webRoot: process.env.WEB_ROOT || undefined,
      leaseMs: Number(process.env.EXPORT_LEASE_MS) || undefined,
    }),
});
