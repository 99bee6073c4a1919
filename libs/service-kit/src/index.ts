export { createLogger, type Logger } from './logger.js';
export { createInfrastructure, type BaseConfig, type Infrastructure } from './infrastructure.js';
export type { RunningApp } from './app.js';
export { startHealthServer } from './health-server.js';
export { runProcess } from './run-process.js';
export { startProjectionService } from './projection-service.js';
export { runStandalone } from './standalone.js';
export { configuredOrExit, loadConfigOrExit } from './load-config.js';
export { startRelayService } from './relay-service.js';
export { backgroundSubscription } from './background-subscription.js';
export { leaseMigration, tryAcquireLease, releaseLease } from './lease.js';
export { createLeaseKeeper, LeaseLostError, type LeaseKeeper, type LeasedWork } from './lease-keeper.js';
export { sweptSubscription } from './swept-subscription.js';
export {
  answerMetrics,
  createMetrics,
  lazyModuleUrl,
  measureAppends,
  metricsAccess,
  METRICS_PATH,
  observeBus,
  startTracing,
  tracing,
  type Metrics,
  type MetricsAccess,
  type Tracing,
} from './observability/index.js';
