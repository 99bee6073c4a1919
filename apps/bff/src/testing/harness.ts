import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AccountType, PlanName, TeamBillingPeriod } from '@lectern/domain';
import { migrate } from '@lectern/db';
import { createSanitizePool, type MarkupCleaner } from '@lectern/deck-format/sanitize-pool';
import { createPostgresEventStore, eventStoreMigrations, type EventStore } from '@lectern/event-store';
import { createCheckpointWaiter, createProjectionRunner, parkedEventCounts } from '@lectern/projections';
import { createMemoryRateLimiter, type RateLimiter } from '@lectern/rate-limit';
import { findUserByUsername, readModelCheckpointNames } from '@lectern/read-models';
import { createLogger } from '@lectern/service-kit';
import { createDatabaseSessionStore, keepSessions, sessionMigrations, type SessionStore } from '@lectern/sessions';
import { KEPT_SESSIONS } from '../accounts/constants.js';
import { createLiveStreams, liveStreamMigrations } from '@lectern/live-streams';
import { createInProcessPubSub, createPresenceBoard, type PresenceBoard, type PubSub } from '@lectern/pubsub';
import { everyProjection } from '@lectern/projection-testing';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '@lectern/testing';
import { createAccounts } from '../accounts/service.js';
import { createAccessTokens } from '../access-tokens/service.js';
import { createDecks } from '../decks/service.js';
import { createCollaboration } from '../collaboration/service.js';
import { createTags } from '../tags/service.js';
import { createTeams } from '../teams/service.js';
import { createMedia } from '../media/service.js';
import { createExports } from '../exports/service.js';
import { createImports } from '../imports/service.js';
import {
  createDropboxClient,
  createFileSync,
  FILE_SYNC_CALLBACK_PATH,
  FILE_SYNC_CREDENTIALS,
  type DropboxSettings,
} from '../file-sync/index.js';
import { createSealer } from '../sealed-json.js';
import type { MediaSearchSource } from '../media/search/index.js';
import type { FontListSource } from '../fonts/index.js';
import { createLocalStorage, type FileStorage } from '@lectern/storage';
import type { AnalyticsSettings } from '../plugins/app/spa.js';
import { buildBff } from '../app.js';
import type { Mail } from '../mail/mailer.js';
import { createSharing } from '../deck-shares/service.js';
import type { WaitFor } from '../commands.js';
import { createRemoteControlTexts, type SmsSender } from '../sms/index.js';
import type { SignInProviderSetting } from '@lectern/config';
import { createSignInProviders } from '../sign-in-providers/index.js';
import type { BotCheck } from '../bot-check/bot-check.js';
import { fetchFile } from '../url-check/fetch-file.js';
import type { SafeFetchOptions } from '../url-check/safe-fetch.js';

/** The app's secret in tests: CSRF tokens, signed cookies, sealed credentials. */
const SECRET = 'test-secret-that-is-long-enough-for-hmac-signing';

export interface TestBff {
  app: FastifyInstance;
  storage: FileStorage;
  database: TestDatabase;
  store: EventStore;
  sessions: SessionStore;
  /** Where live states are sent, and presence announced. */
  pubsub: PubSub;
  /** Who has which deck open, as the BFF hears it (announce on another board of `pubsub`). */
  presence: PresenceBoard;
  mails: Mail[];
  /** Waits, as writes do, until every read model shows the log up to `position`. */
  waitFor: WaitFor;
  /**
   * Waits until every read model shows everything appended so far: what another person sees
   * once a write answered from its own append (a content save) has reached the read models.
   */
  caughtUp(): Promise<void>;
  /** Stops the projections until the function it answers is called (read models left behind the log). */
  pauseReadModels(): Promise<() => Promise<void>>;
  /** The sanitize pool content saves are cleaned in. */
  cleaner: MarkupCleaner;
  /** Puts a signed-up person on a plan, as an administrator would. */
  setPlan(username: string, plan: AccountType): Promise<void>;
  close(): Promise<void>;
}

/**
 * The BFF on a fresh database with every projection running, a mailer that keeps what it
 * sends, and a web root holding a stand-in index.html (and any `webFiles`). `extend` adds routes before it starts.
 */
export async function createTestBff(
  options: {
    kind?: TestDatabaseKind;
    rateLimiter?: RateLimiter;
    ready?: () => Promise<boolean>;
    /** Served over TLS (Secure, __Host- cookies). */
    secure?: boolean;
    mediaSearch?: MediaSearchSource[];
    fontList?: FontListSource;
    /** The Dropbox app people connect their Dropbox through (pointed at a double); saving to Dropbox is off unless given. */
    dropbox?: DropboxSettings;
    framingCheck?: (url: string) => Promise<{ framable: boolean }>;
    /** How the server fetches people's URLs (media inserted from a URL); public https addresses only unless given. */
    urlFetch?: SafeFetchOptions;
    extend?: (app: FastifyInstance) => void;
    /** More files of the built web app, by path under its root (`assets/app-1a2b.js`). */
    webFiles?: Record<string, string | Buffer>;
    defaultPlan?: PlanName;
    /** What one team member costs per billing period (TEAM_*_PRICE_PER_USER). */
    teamPricePerUser?: Partial<Record<TeamBillingPeriod, number>>;
    /** Where live states are sent; in-process unless given. */
    pubsub?: PubSub;
    /** The SMS provider; texting is not configured unless given. */
    sms?: SmsSender;
    /** OpenID Connect providers to sign in with (they send browsers back to http://lectern.test); none unless given. */
    signInProviders?: readonly SignInProviderSetting[];
    /** The sign-up and sign-in forms' bot check; none unless given. */
    botCheck?: BotCheck;
    /** Where pages send analytics events; off unless given. */
    analytics?: AnalyticsSettings;
    /** The operator's warning notice; none unless given. */
    warningNotice?: string;
    /** The most addresses one sitemap file lists; 50,000 unless given. */
    sitemapMaxUrls?: number;
  } = {},
): Promise<TestBff> {
  const database = await createTestDatabase(options.kind ?? 'pglite');
  const { db } = database;
  await migrate(db, 'event-store', eventStoreMigrations);
  await migrate(db, 'sessions', sessionMigrations);
  await migrate(db, 'live', liveStreamMigrations);
  const store = createPostgresEventStore(db);
  // The waiter production uses, told of the runner's commits as in embedded mode; waking the
  // runner only spares its poll interval.
  const waiter = createCheckpointWaiter(db, readModelCheckpointNames, { reportedLocally: () => true });
  const changes = new Set<(touched: readonly string[]) => void>();
  const runner = createProjectionRunner({
    db,
    store,
    projections: await everyProjection(),
    pollIntervalMs: 5,
    onCheckpoints: (names, position, touched) => {
      waiter.reached(names, position);
      for (const listener of changes) listener(touched);
    },
  });
  await runner.start();
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'lectern-web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Lectern</title></head><body><div id="root"></div></body></html>',
  );
  for (const [file, content] of Object.entries(options.webFiles ?? {})) {
    await mkdir(path.dirname(path.join(webRoot, file)), { recursive: true });
    await writeFile(path.join(webRoot, file), content);
  }
  const filesRoot = await mkdtemp(path.join(os.tmpdir(), 'lectern-files-'));
  const storage = createLocalStorage(filesRoot);
  const mails: Mail[] = [];
  const logger = createLogger('test', 'silent');
  const pubsub = options.pubsub ?? createInProcessPubSub();
  const sessions = await keepSessions(createDatabaseSessionStore(db), pubsub, KEPT_SESSIONS);
  const cleaner = createSanitizePool();
  const waitFor: WaitFor = (position, checkpoints) => {
    runner.wake();
    return waiter.waitFor(position, checkpoints);
  };
  const presence = createPresenceBoard(pubsub);
  await presence.start();
  const collaboration = createCollaboration({
    db,
    store,
    waitFor,
    presence,
    logger,
    publicUrl: () => 'http://lectern.test',
    mailer: { send: async (mail) => void mails.push(mail) },
  });
  const app = await buildBff({
    logger,
    readModels: db,
    waitFor,
    readModelChanges: (listener) => {
      changes.add(listener);
      return () => changes.delete(listener);
    },
    decks: createDecks({ db, store, waitFor, cleaner, contentGuard: collaboration.contentGuard }),
    collaboration,
    accessTokens: createAccessTokens({ db, store, waitFor }),
    liveStreams: createLiveStreams({ db, pubsub }),
    remoteControlTexts: createRemoteControlTexts({
      sender: options.sms ?? null,
      publicUrl: () => 'http://lectern.test',
    }),
    sharing: createSharing({
      db,
      logger,
      publicUrl: () => 'http://lectern.test',
      mailer: { send: async (mail) => void mails.push(mail) },
    }),
    tags: createTags({ db, store, waitFor }),
    teams: createTeams({
      db,
      store,
      waitFor,
      logger,
      publicUrl: () => 'http://lectern.test',
      mailer: { send: async (mail) => void mails.push(mail) },
      pricePerUser: options.teamPricePerUser,
    }),
    media: createMedia({ db, store, storage, waitFor }),
    exports: createExports({ db, store, waitFor }),
    imports: createImports({ db, store, storage, waitFor }),
    storage,
    mediaSearch: options.mediaSearch ?? [],
    fontList: options.fontList ?? null,
    fileSync: options.dropbox
      ? createFileSync({
          store,
          dropbox: createDropboxClient(options.dropbox),
          sealer: createSealer(SECRET, FILE_SYNC_CREDENTIALS),
          redirectUri: () => `http://lectern.test${FILE_SYNC_CALLBACK_PATH}`,
          logger,
        })
      : null,
    ...(options.framingCheck ? { framingCheck: options.framingCheck } : {}),
    ...(options.urlFetch ? { fetchFile: (url: string, max: number) => fetchFile(url, max, options.urlFetch!) } : {}),
    webRoot,
    analytics: options.analytics,
    warningNotice: options.warningNotice,
    sitemapMaxUrls: options.sitemapMaxUrls,
    ready: options.ready ?? (async () => true),
    parkedEvents: () => parkedEventCounts(db),
    secret: SECRET,
    secure: options.secure ?? false,
    sessions,
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter(),
    accounts: createAccounts({
      db,
      store,
      logger,
      publicUrl: () => 'http://lectern.test',
      mailer: { send: async (mail) => void mails.push(mail) },
      waitFor,
      defaultPlan: options.defaultPlan,
    }),
    signInProviders: createSignInProviders(options.signInProviders ?? [], () => 'http://lectern.test'),
    botCheck: options.botCheck ?? null,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    storage,
    database,
    store,
    sessions,
    pubsub,
    presence,
    mails,
    waitFor,
    cleaner,
    async pauseReadModels() {
      await runner.stop();
      return () => runner.start();
    },
    async caughtUp() {
      if (!(await waitFor(await store.lastPosition()))) throw new Error('the read models did not catch up');
    },
    async setPlan(username, plan) {
      const user = await findUserByUsername(db, username);
      if (!user) throw new Error(`no user ${username}`);
      await app.accounts.changePlan(user.id, plan, true, { userId: null, correlationId: 'test' });
    },
    async close() {
      await app.close();
      await presence.stop();
      await sessions.close();
      await runner.stop();
      await cleaner.close();
      await database.drop();
      await rm(webRoot, { recursive: true, force: true });
      await rm(filesRoot, { recursive: true, force: true });
    },
  };
}
