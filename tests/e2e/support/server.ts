import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { baseSettings, loadConfig } from '@lectern/config';
import { startEmbedded, type Admin } from '@lectern/embedded';
import { createLogger } from '@lectern/service-kit';

/**
 * Starts the whole of Lectern in this process on a free port with fresh data, serving the
 * built web app (apps/web/dist: `npm test` builds it first). Postgres is used when
 * DATABASE_URL is set, as in production; PGlite otherwise.
 */
export async function startLectern(): Promise<{ url: string; dataDir: string; admin: Admin; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lectern-e2e-'));
  const config = loadConfig(baseSettings, {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  });
  const lectern = await startEmbedded({
    config,
    logger: createLogger('e2e', config.LOG_LEVEL),
    port: 0,
    webRoot: process.env.E2E_WEB_ROOT ?? path.resolve(import.meta.dirname, '../../../apps/web/dist'),
  });
  return {
    url: lectern.url,
    admin: lectern.admin,
    dataDir,
    async stop() {
      await lectern.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
