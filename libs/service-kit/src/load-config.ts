import { ConfigError, loadConfig } from '@lectern/config';
import type { z } from 'zod';

/** Loads the configuration of a process; on a bad environment prints every problem and exits 1. */
export function loadConfigOrExit<Shape extends z.ZodRawShape>(shape: Shape): z.infer<z.ZodObject<Shape>> {
  try {
    return loadConfig(shape);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
