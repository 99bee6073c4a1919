import type { AnalyticsSettings } from './plugins/app/spa.js';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { migrate } from '@lectern/db';
import { createLiveStreams, liveStreamMigrations } from '@lectern/live-streams';
import { createSanitizePool } from '@lectern/deck-format/sanitize-pool';
import { listenForCheckpoints, type CheckpointListener } from '@lectern/event-store';
import type { PlanName, TeamBillingPeriod } from '@lectern/domain';
import { createCheckpointWaiter, parkedEventCounts, parkedEventMigrations } from '@lectern/projections';
import { createPresenceBoard } from '@lectern/pubsub';
import { createMemoryRateLimiter, createRedisRateLimiter } from '@lectern/rate-limit';
import { readModelCheckpointNames, readModelTablesExist } from '@lectern/read-models';
import { startRelayService, type Infrastructure, type RunningApp } from '@lectern/service-kit';
import {
  createDatabaseSessionStore,
  createRedisSessionStore,
  keepSessions,
  sessionMigrations,
} from '@lectern/sessions';
import { KEPT_SESSIONS } from './accounts/constants.js';
import { createAccounts } from './accounts/service.js';
import { createAccessTokens } from './access-tokens/service.js';
import { createDecks } from './decks/service.js';
import { createCollaboration } from './collaboration/service.js';
import { createTags } from './tags/service.js';
import { createTeams } from './teams/service.js';
import { createMedia } from './media/service.js';
import { createExports } from './exports/service.js';
import { createImports } from './imports/service.js';
import {
  createDropboxClient,
  createFileSync,
  FILE_SYNC_CALLBACK_PATH,
  FILE_SYNC_CREDENTIALS,
  type DropboxSettings,
} from './file-sync/index.js';
import { createSealer } from './sealed-json.js';
import type { WaitFor } from './commands.js';
import { createGiphySource, createUnsplashSource, type MediaSearchSource } from './media/search/index.js';
import { createGoogleFontsSource } from './fonts/index.js';
import { buildBff } from './app.js';
import { checkFraming } from './url-check/framing-check.js';
import { fetchFile } from './url-check/fetch-file.js';
import type { SafeFetchOptions } from './url-check/safe-fetch.js';
import { createLogOutboxMailer, createSmtpMailer } from './mail/mailer.js';
import { createSharing } from './deck-shares/service.js';
import { loadOrCreateSecret } from './secrets.js';
import { createRemoteControlTexts, createTwilioSender, type TwilioSettings } from './sms/index.js';
import type { PaymentProviderSetting, SignInProviderSetting } from '@lectern/config';
import { createPaymentProvider } from '@lectern/payments';
import { createBilling } from './billing/service.js';
import { createSignInProviders } from './sign-in-providers/index.js';
import { createTurnstileBotCheck, type TurnstileSettings } from './bot-check/turnstile.js';

export interface BffOptions {
  host: string;
  port: number;
  /** Folder of the built web app (index.html and assets). */
  webRoot?: string;
  /** Required in distributed mode; embedded mode keeps a generated one in DATA_DIR. */
  sessionSecret?: string;
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  trustProxy?: boolean;
  /**
   * How the server's fetches of people's URLs (the iframe framing check, media inserted from a URL)
   * resolve names and which addresses they may reach; public ones by default.
   */
  urlFetch?: SafeFetchOptions;
  unsplashAccessKey?: string;
  giphyApiKey?: string;
  /** The Google Fonts Developer API's key (and, in tests, another address for it): the family autocomplete's list. */
  googleFonts?: { apiKey: string; baseUrl?: string };
  /** The SMS provider for remote control links; texting is off without it. */
  twilio?: TwilioSettings;
  /** The Dropbox app people connect their own Dropbox through (DROPBOX_*); none: saving to Dropbox is off. */
  dropbox?: DropboxSettings;
  /** The plan new accounts start on; free when unset. */
  defaultPlan?: PlanName;
  /** What one team member costs per billing period. */
  teamPricePerUser?: Partial<Record<TeamBillingPeriod, number>>;
  /** The OpenID Connect providers people may sign in with (OIDC_*); none: off. */
  signInProviders?: readonly SignInProviderSetting[];
  /** Cloudflare Turnstile, the bot check of the sign-up and sign-in forms (TURNSTILE_*); none: off. */
  turnstile?: TurnstileSettings;
  /** The payment provider (STRIPE_*); none: payments are off and the operator sets plans. */
  paymentProvider?: PaymentProviderSetting;
  /** Where pages send their analytics events (PLAUSIBLE_*); none: analytics are off. */
  analytics?: AnalyticsSettings;
  /** The operator's warning notice (WARNING_NOTICE); none unless set. */
  warningNotice?: string;
}

export interface RunningBff extends RunningApp {
  url: string;
  /** The HTTP server, so realtime can share it in embedded mode. */
  server: Server;
}

export const defaultWebRoot = () => path.resolve(process.cwd(), 'apps/web/dist');

export async function start(infra: Infrastructure, options: BffOptions): Promise<RunningBff> {
  const logger = infra.logger.child({ app: 'bff' });
  // Projections of this process (embedded mode) end waits as they commit, with no polling;
  // those of other processes announce their commits with NOTIFY on Postgres, and are polled
  // as the fallback.
  const waiter = createCheckpointWaiter(infra.db, readModelCheckpointNames, {
    reportedLocally: infra.localCheckpoints.reportedHere,
  });
  // What each committed batch changed, for the BFF's read caches: told with every checkpoint.
  const changes = new Set<(touched: readonly string[]) => void>();
  const heard: CheckpointListener = (names, position, touched) => {
    waiter.reached(names, position);
    for (const listener of changes) listener(touched);
  };
  const stopHearing = infra.localCheckpoints.subscribe(heard);
  const stopListening = infra.mode === 'distributed' ? await listenForCheckpoints(infra.db, heard) : null;
  const cleaner = createSanitizePool();
  await migrate(infra.db, 'projections', parkedEventMigrations);
  const redis = infra.config.REDIS_URL ? new Redis(infra.config.REDIS_URL, { maxRetriesPerRequest: 3 }) : undefined;
  if (!redis) await migrate(infra.db, 'sessions', sessionMigrations);
  await migrate(infra.db, 'live', liveStreamMigrations);
  const secret = options.sessionSecret ?? (await loadOrCreateSecret(infra.config.DATA_DIR));
  let listeningOn = `http://localhost:${options.port}`;
  const publicUrl = () => (options.publicUrl ?? listeningOn).replace(/\/$/, '');
  // The services that run the projections create the tables the BFF reads (decision 0020).
  let readModelTables = false;
  const ready = async () => {
    readModelTables ||= await readModelTablesExist(infra.db);
    return readModelTables && (await infra.pubsub.ping()) && (!redis || (await redis.ping()) === 'PONG');
  };
  const waitFor: WaitFor = (position, checkpoints) => waiter.waitFor(position, checkpoints);
  // A signed-in request reads its session from here while it is kept; an ended one ends everywhere at once.
  const sessions = await keepSessions(
    redis ? createRedisSessionStore(redis) : createDatabaseSessionStore(infra.db),
    infra.pubsub,
    KEPT_SESSIONS,
  );
  const mailer = options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom ?? 'Lectern <no-reply@localhost>')
    : createLogOutboxMailer(logger);
  // Who has which deck open, as realtime announces it: a handover's look-up.
  const presence = createPresenceBoard(infra.pubsub);
  await presence.start();
  const collaboration = createCollaboration({
    db: infra.db,
    store: infra.store,
    waitFor,
    presence,
    mailer,
    logger,
    publicUrl,
  });
  const app = await buildBff({
    logger,
    readModels: infra.db,
    waitFor,
    readModelChanges: (listener) => {
      changes.add(listener);
      return () => changes.delete(listener);
    },
    decks: createDecks({
      db: infra.db,
      store: infra.store,
      waitFor,
      cleaner,
      contentGuard: collaboration.contentGuard,
    }),
    collaboration,
    accessTokens: createAccessTokens({ db: infra.db, store: infra.store, waitFor }),
    liveStreams: createLiveStreams({ db: infra.db, pubsub: infra.pubsub }),
    remoteControlTexts: createRemoteControlTexts({
      sender: options.twilio ? createTwilioSender(options.twilio) : null,
      publicUrl,
    }),
    sharing: createSharing({ db: infra.db, mailer, logger, publicUrl }),
    tags: createTags({ db: infra.db, store: infra.store, waitFor }),
    teams: createTeams({
      db: infra.db,
      store: infra.store,
      waitFor,
      mailer,
      logger,
      publicUrl,
      pricePerUser: options.teamPricePerUser,
    }),
    media: createMedia({ db: infra.db, store: infra.store, storage: infra.storage, waitFor }),
    exports: createExports({ db: infra.db, store: infra.store, waitFor }),
    imports: createImports({ db: infra.db, store: infra.store, storage: infra.storage, waitFor }),
    fileSync: options.dropbox
      ? createFileSync({
          store: infra.store,
          dropbox: createDropboxClient(options.dropbox),
          sealer: createSealer(secret, FILE_SYNC_CREDENTIALS),
          redirectUri: () => `${publicUrl()}${FILE_SYNC_CALLBACK_PATH}`,
          logger,
        })
      : null,
    storage: infra.storage,
    mediaSearch: [
      ...(options.unsplashAccessKey ? [createUnsplashSource({ accessKey: options.unsplashAccessKey })] : []),
      ...(options.giphyApiKey ? [createGiphySource({ apiKey: options.giphyApiKey })] : []),
    ] satisfies MediaSearchSource[],
    fontList: options.googleFonts ? createGoogleFontsSource(options.googleFonts) : null,
    webRoot: options.webRoot ?? defaultWebRoot(),
    analytics: options.analytics,
    warningNotice: options.warningNotice,
    ready,
    parkedEvents: () => parkedEventCounts(infra.db),
    metrics: { metrics: infra.metrics, access: infra.metricsAccess },
    secret,
    secure: publicUrl().startsWith('https://'),
    trustProxy: options.trustProxy,
    framingCheck: (url) => checkFraming(url, options.urlFetch),
    fetchFile: (url, maxBytes) => fetchFile(url, maxBytes, options.urlFetch ?? {}),
    sessions,
    rateLimiter: redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(),
    accounts: createAccounts({
      db: infra.db,
      store: infra.store,
      logger,
      publicUrl,
      mailer,
      waitFor,
      defaultPlan: options.defaultPlan,
    }),
    signInProviders: createSignInProviders(options.signInProviders ?? [], publicUrl),
    botCheck: options.turnstile ? createTurnstileBotCheck(options.turnstile) : null,
    billing: options.paymentProvider
      ? createBilling({
          db: infra.db,
          store: infra.store,
          waitFor,
          provider: createPaymentProvider(options.paymentProvider),
          mailer,
          logger,
          publicUrl,
        })
      : null,
  });
  const relay = await startRelayService(infra);
  await app.listen({ host: options.host, port: options.port });
  const { port } = app.server.address() as AddressInfo;
  listeningOn = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}`;
  return {
    name: 'bff',
    url: listeningOn,
    server: app.server,
    ready,
    async stop() {
      // close() stops accepting connections and waits for requests in flight to finish.
      await app.close();
      stopHearing();
      await sessions.close();
      await stopListening?.();
      await cleaner.close();
      await relay.stop();
      await presence.stop();
      await redis?.quit();
    },
  };
}
