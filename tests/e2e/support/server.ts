import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  baseSettings,
  loadConfig,
  paymentProvider,
  paymentSettings,
  signInProviders,
  signInProviderSettings,
} from '@lectern/config';
import type { SafeFetchOptions } from '@lectern/bff';
import { startEmbedded, type Admin, type EmbeddedOptions } from '@lectern/embedded';
import { createLogger } from '@lectern/service-kit';
import { startGoogleFontsDouble } from '@lectern/testing';
import { freshDataDir } from './data-dir.js';
import { workerResource } from './worker-resources.js';

export interface TestLectern {
  url: string;
  dataDir: string;
  admin: Admin;
  /** Stops the realtime app and starts it again, as a realtime process restart does; `whileDown` runs between. */
  restartRealtime(whileDown?: () => Promise<void>): Promise<void>;
  /** Stops a Lectern of its own; only lets go of an end-to-end worker's shared one. */
  stop(): Promise<void>;
}

/**
 * The whole of Lectern in this process on a free port with PGlite in a fresh folder, serving
 * the built web app (apps/web/dist: `npm test` builds it first), its font list from a local
 * stand-in for the Google Fonts API. In an end-to-end worker every file gets the worker's one
 * Lectern, so tests sign up fresh people with names no other file uses and never count on an
 * empty database (docs/decisions/0019); elsewhere each call starts one with fresh data.
 */
export async function startLectern(): Promise<TestLectern> {
  const shared = workerResource('lectern', () => startOwnLectern({ fontList: true }));
  if (!shared) return startOwnLectern({ fontList: true });
  return { ...(await shared), stop: async () => undefined };
}

/**
 * A Lectern of its own, for a test that needs one set up differently (`smtpUrl`: its outgoing mail
 * server; `fontList`: a Google Fonts list, from a local stand-in speaking the API's format;
 * `urlFetch`: the names and addresses its fetches of people's URLs (the framing check, media from a
 * URL) may reach; `twilio`: its SMS
 * provider; `environment`: more variables, read as Lectern reads them, e.g. its sign-in providers
 * (`OIDC_*`) and payment provider (`STRIPE_*`); `turnstile`: its bot check; `dropbox`: the Dropbox app
 * people connect their own Dropbox through; `analytics`: where its pages send analytics events;
 * `warningNotice`: the operator's warning notice; `thumbnails`: whether it draws deck and theme
 * thumbnails, off unless asked for, so that a Chromium of its own does not draw every deck a test saves).
 */
export async function startOwnLectern(
  options: {
    smtpUrl?: string;
    fontList?: boolean;
    urlFetch?: SafeFetchOptions;
    twilio?: NonNullable<EmbeddedOptions['bff']>['twilio'];
    environment?: NodeJS.ProcessEnv;
    turnstile?: NonNullable<EmbeddedOptions['bff']>['turnstile'];
    dropbox?: NonNullable<EmbeddedOptions['bff']>['dropbox'];
    analytics?: NonNullable<EmbeddedOptions['bff']>['analytics'];
    warningNotice?: string;
    thumbnails?: boolean;
  } = {},
): Promise<TestLectern> {
  const fonts = options.fontList ? await startGoogleFontsDouble() : undefined;
  const dataDir = await freshDataDir('lectern-e2e-');
  const environment = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...options.environment,
  };
  const config = loadConfig(
    { ...baseSettings, ...signInProviderSettings(environment), ...paymentSettings },
    environment,
  );
  const lectern = await startEmbedded({
    config,
    thumbnails: options.thumbnails ?? false,
    logger: createLogger('e2e', config.LOG_LEVEL),
    port: 0,
    webRoot: process.env.E2E_WEB_ROOT ?? path.resolve(import.meta.dirname, '../../../apps/web/dist'),
    paymentProvider: paymentProvider(config),
    // Behind a proxy as far as Lectern knows: each browser context and API session sends an
    // X-Forwarded-For address of its own (./client-address.ts), so rate limits count per test.
    bff: {
      trustProxy: true,
      smtpUrl: options.smtpUrl,
      googleFonts: fonts ? { apiKey: fonts.apiKey, baseUrl: fonts.url } : undefined,
      urlFetch: options.urlFetch,
      twilio: options.twilio,
      signInProviders: signInProviders(config),
      turnstile: options.turnstile,
      dropbox: options.dropbox,
      analytics: options.analytics,
      warningNotice: options.warningNotice,
    },
  });
  return {
    url: lectern.url,
    admin: lectern.admin,
    restartRealtime: (whileDown) => lectern.restartRealtime(whileDown),
    dataDir,
    async stop() {
      await lectern.stop();
      await fonts?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
