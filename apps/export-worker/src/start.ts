import { access, constants } from 'node:fs/promises';
import type { Infrastructure, RunningApp } from '@lectern/service-kit';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

const executable = (file: string) =>
  access(file, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * PDF, PPTX and ZIP exports, deck thumbnails and imports. Printing needs the system Chromium
 * (CHROMIUM_PATH); without it the worker still runs but is not ready, and says why.
 */
export async function start(infra: Infrastructure, options: { chromiumPath?: string } = {}): Promise<RunningApp> {
  const logger = infra.logger.child({ app: 'export-worker' });
  const chromiumPath = options.chromiumPath ?? DEFAULT_CHROMIUM_PATH;
  if (await executable(chromiumPath)) logger.info({ chromiumPath }, 'export-worker ready');
  else
    logger.warn(
      { chromiumPath },
      'Chromium not found: PDF export and thumbnails are unavailable until CHROMIUM_PATH points to a Chromium binary',
    );
  return {
    name: 'export-worker',
    async ready() {
      await infra.db.query('SELECT 1');
      return executable(chromiumPath);
    },
    async stop() {},
  };
}
