export { createLogger, type Logger } from './logger.js';
export { createInfrastructure, type BaseConfig, type Infrastructure } from './infrastructure.js';
export type { RunningApp } from './app.js';
export { startHealthServer } from './health-server.js';
export { runProcess } from './run-process.js';
export { startProjectionService } from './projection-service.js';
export { runStandalone } from './standalone.js';
export { loadConfigOrExit } from './load-config.js';
export { startRelayService } from './relay-service.js';
