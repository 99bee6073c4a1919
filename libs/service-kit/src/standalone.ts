import { baseSettings, portSetting, requireSettings } from '@lectern/config';
import type { RunningApp } from './app.js';
import { startHealthServer } from './health-server.js';
import { createInfrastructure, type Infrastructure } from './infrastructure.js';
import { loadConfigOrExit } from './load-config.js';
import { createLogger } from './logger.js';
import { runProcess } from './run-process.js';
import { startTracing } from './observability/index.js';

/**
 * The `main.ts` of an app that runs as its own process (distributed mode): validates the
 * environment, connects, starts the app, serves /healthz, /readyz and /metrics on PORT, and shuts down
 * in order on SIGTERM (health first so traffic drains, then the app, then connections).
 */
export async function runStandalone(options: {
  name: string;
  defaultPort: number;
  requires: readonly ('DATABASE_URL' | 'KAFKA_BROKERS' | 'REDIS_URL')[];
  start: (infra: Infrastructure) => Promise<RunningApp>;
}): Promise<void> {
  const config = loadConfigOrExit({ ...baseSettings, ...portSetting(options.defaultPort) });
  const tracing = await startTracing(options.name);
  const logger = createLogger(options.name, config.LOG_LEVEL);
  await runProcess({
    logger,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    start: async () => {
      requireSettings(config, options.requires, `when ${options.name} runs as its own process`);
      const infra = await createInfrastructure({ mode: 'distributed', config, logger, clientId: options.name });
      const app = await options.start(infra);
      const health = await startHealthServer({
        host: config.HOST,
        port: config.PORT,
        ready: app.ready,
        metrics: { metrics: infra.metrics, access: infra.metricsAccess },
      });
      logger.info({ port: health.port }, `${options.name} ready`);
      return async () => {
        await health.close();
        await app.stop();
        await infra.close();
        await tracing.shutdown();
      };
    },
  });
}
