import { planFromName } from '@lectern/domain';
import { baseSettings, portSetting } from '@lectern/config';
import { createLogger, loadConfigOrExit, runProcess } from '@lectern/service-kit';
import { bffSettings } from '@lectern/bff';
import { z } from 'zod';
import path from 'node:path';
import { holdDataDir } from './data-dir-lock.js';
import { startEmbedded } from './start.js';

const config = loadConfigOrExit({
  ...baseSettings,
  ...portSetting(3000),
  ...bffSettings,
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
      bff: {
        sessionSecret: config.SESSION_SECRET,
        publicUrl: config.PUBLIC_URL,
        smtpUrl: config.SMTP_URL,
        mailFrom: config.MAIL_FROM,
        trustProxy: config.TRUST_PROXY,
        unsplashAccessKey: config.UNSPLASH_ACCESS_KEY,
        giphyApiKey: config.GIPHY_API_KEY,
        defaultPlan: planFromName(config.DEFAULT_PLAN),
      },
    });
    const release = config.DATABASE_URL ? () => undefined : holdDataDir(path.resolve(config.DATA_DIR));
    return async () => {
      await lectern.stop();
      release();
    };
  },
});
