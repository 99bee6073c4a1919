import { planFromName } from '@lectern/domain';
import { configuredOrExit, createLogger, loadConfigOrExit, runProcess, startTracing } from '@lectern/service-kit';
import { paymentProvider, signInProviders, signInProviderSettings } from '@lectern/config';
import { analyticsSettings, dropboxSettings, teamPricePerUser, turnstileSettings, twilioSettings } from '@lectern/bff';
import path from 'node:path';
import { holdDataDir } from './data-dir-lock.js';
import { embeddedSettings } from './settings.js';
import { startEmbedded } from './start.js';

const config = loadConfigOrExit({ ...embeddedSettings, ...signInProviderSettings() });
// One process runs every app: at the default level only warnings reach the terminal, beside
// the ready line; LOG_LEVEL set explicitly shows what it asks for.
const payments = configuredOrExit(() => paymentProvider(config));
const tracing = await startTracing('lectern');
const logger = createLogger('lectern', process.env.LOG_LEVEL ? config.LOG_LEVEL : 'warn');

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
      exportLeaseMs: config.EXPORT_LEASE_MS,
      paymentProvider: payments,
      bff: {
        sessionSecret: config.SESSION_SECRET,
        publicUrl: config.PUBLIC_URL,
        smtpUrl: config.SMTP_URL,
        mailFrom: config.MAIL_FROM,
        trustProxy: config.TRUST_PROXY,
        unsplashAccessKey: config.UNSPLASH_ACCESS_KEY,
        giphyApiKey: config.GIPHY_API_KEY,
        googleFonts: config.GOOGLE_FONTS_API_KEY ? { apiKey: config.GOOGLE_FONTS_API_KEY } : undefined,
        twilio: twilioSettings(config),
        dropbox: dropboxSettings(config),
        defaultPlan: planFromName(config.DEFAULT_PLAN),
        teamPricePerUser: teamPricePerUser(config),
        signInProviders: signInProviders(config),
        turnstile: turnstileSettings(config),
        analytics: analyticsSettings(config),
        warningNotice: config.WARNING_NOTICE,
      },
    });
    // The one line a person starting Lectern needs; the rest of the log is for LOG_LEVEL=debug.
    if (config.LOG_LEVEL !== 'silent') console.log(`Lectern is ready on ${lectern.url}`);
    const release = config.DATABASE_URL ? () => undefined : holdDataDir(path.resolve(config.DATA_DIR));
    return async () => {
      await lectern.stop();
      release();
      await tracing.shutdown();
    };
  },
});
