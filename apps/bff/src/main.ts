import { planFromName } from '@lectern/domain';
import {
  baseSettings,
  paymentProvider,
  paymentSettings,
  portSetting,
  requireSettings,
  signInProviders,
  signInProviderSettings,
} from '@lectern/config';
import {
  configuredOrExit,
  createInfrastructure,
  createLogger,
  loadConfigOrExit,
  runProcess,
  startTracing,
} from '@lectern/service-kit';
import {
  analyticsSettings,
  bffSettings,
  dropboxSettings,
  teamPricePerUser,
  turnstileSettings,
  twilioSettings,
} from './config.js';
import { start } from './start.js';

const config = loadConfigOrExit({
  ...baseSettings,
  ...portSetting(3000),
  ...bffSettings,
  ...signInProviderSettings(),
  ...paymentSettings,
});
const payments = configuredOrExit(() => paymentProvider(config));
const tracing = await startTracing('bff');
const logger = createLogger('bff', config.LOG_LEVEL);

await runProcess({
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  start: async () => {
    requireSettings(
      config,
      ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'SESSION_SECRET'],
      'when the BFF runs as its own process',
    );
    const infra = await createInfrastructure({ mode: 'distributed', config, logger, clientId: 'bff' });
    const bff = await start(infra, {
      host: config.HOST,
      port: config.PORT,
      webRoot: config.WEB_ROOT,
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
      paymentProvider: payments,
    });
    logger.info({ url: bff.url }, 'bff ready');
    return async () => {
      await bff.stop();
      await infra.close();
      await tracing.shutdown();
    };
  },
});
