import { runStandalone } from '@lectern/service-kit';
import { start } from './start.js';

await runStandalone({ name: 'media-service', defaultPort: 3003, requires: ['DATABASE_URL', 'KAFKA_BROKERS'], start });
