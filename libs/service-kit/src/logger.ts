import { pino, type DestinationStream, type Logger } from 'pino';
import { tracing } from './observability/index.js';

export type { Logger };

/**
 * With tracing on (started before the logger), every line names the active trace and span.
 * Lines go to stdout unless a destination is given.
 */
export function createLogger(name: string, level: string, destination?: DestinationStream): Logger {
  const traces = tracing();
  const options = {
    name,
    level,
    base: { service: name },
    ...(traces.enabled ? { mixin: () => traces.logFields() } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
