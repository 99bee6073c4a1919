import { runStandalone } from '@lectern/service-kit';
import { start } from './start.js';

await runStandalone({ name: 'billing-service', defaultPort: 3005, requires: ['DATABASE_URL', 'KAFKA_BROKERS'], start });
