import { ConfigError, loadConfig } from '@lectern/config';
import type { z } from 'zod';

/** Reads settings with `read`; on a bad environment (a ConfigError) prints every problem and exits 1. */
export function configuredOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Loads the configuration of a process; on a bad environment prints every problem and exits 1. */
export function loadConfigOrExit<Shape extends z.ZodRawShape>(shape: Shape): z.infer<z.ZodObject<Shape>> {
  return configuredOrExit(() => loadConfig(shape));
}
