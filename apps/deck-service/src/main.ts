import { runStandalone } from '@lectern/service-kit';
import { start } from './start.js';

await runStandalone({ name: 'deck-service', defaultPort: 3002, requires: ['DATABASE_URL', 'KAFKA_BROKERS'], start });
