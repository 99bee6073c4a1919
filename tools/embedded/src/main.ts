import { baseSettings, portSetting } from '@lectern/config';
import { createLogger, loadConfigOrExit, runProcess } from '@lectern/service-kit';
import { z } from 'zod';
import { startEmbedded } from './start.js';

const config = loadConfigOrExit({
  ...baseSettings,
  ...portSetting(3000),
  WEB_ROOT: z.string().optional(),
  CHROMIUM_PATH: z.string().optional(),
});
const logger = createLogger('lectern', config.LOG_LEVEL);

await runProcess({
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  start: async () => {
    const lectern = await startEmbedded({
      config,
      logger,
      port: config.PORT,
      webRoot: config.WEB_ROOT,
      chromiumPath: config.CHROMIUM_PATH,
    });
    return lectern.stop;
  },
});
