import { baseSettings, bffUrlSetting, portSetting, requireSettings } from '@lectern/config';
import { createInfrastructure, createLogger, loadConfigOrExit, runProcess, startTracing } from '@lectern/service-kit';
import { start } from './start.js';

// Realtime serves HTTP itself (WebSocket upgrades plus /healthz, /readyz and /metrics on the same port).
const config = loadConfigOrExit({ ...baseSettings, ...portSetting(3001), ...bffUrlSetting });
const tracing = await startTracing('realtime');
const logger = createLogger('realtime', config.LOG_LEVEL);

await runProcess({
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  start: async () => {
    requireSettings(
      config,
      ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'BFF_URL'],
      'when realtime runs as its own process',
    );
    const infra = await createInfrastructure({ mode: 'distributed', config, logger, clientId: 'realtime' });
    const realtime = await start(infra, { host: config.HOST, port: config.PORT, bffUrl: config.BFF_URL });
    return async () => {
      await realtime.stop();
      await infra.close();
      await tracing.shutdown();
    };
  },
});
