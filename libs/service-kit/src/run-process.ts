import type { Logger } from './logger.js';

/**
 * Runs a process until SIGTERM or SIGINT, then calls `shutdown` once; exits 0 when it
 * finishes in time, 1 when it does not or when starting failed.
 */
export async function runProcess(options: {
  logger: Logger;
  timeoutMs: number;
  start: () => Promise<() => Promise<void>>;
}): Promise<void> {
  const { logger } = options;
  let shutdown: (() => Promise<void>) | undefined;
  try {
    shutdown = await options.start();
  } catch (error) {
    logger.fatal({ err: error }, 'failed to start');
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, options.timeoutMs);
    timer.unref();
    shutdown!().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
