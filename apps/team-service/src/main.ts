import { runStandalone } from '@lectern/service-kit';
import { start } from './start.js';

await runStandalone({ name: 'team-service', defaultPort: 3004, requires: ['DATABASE_URL', 'KAFKA_BROKERS'], start });
