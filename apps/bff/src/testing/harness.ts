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
import { createDatabaseSessionStore, sessionMigrations, type SessionStore } from '@lectern/sessions';
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
import type { FileSync } from '../file-sync/file-sync.js';
import type { MediaSearchSource } from '../media/search/index.js';
import type { FontListSource } from '../fonts/index.js';
import { createLocalStorage, type FileStorage } from '@lectern/storage';
import { buildBff } from '../app.js';
import type { Mail } from '../mail/mailer.js';
import { createSharing } from '../deck-shares/service.js';
import type { WaitFor } from '../commands.js';
import { createRemoteControlTexts, type SmsSender } from '../sms/index.js';

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
    fileSync?: FileSync;
    framingCheck?: (url: string) => Promise<{ framable: boolean }>;
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
  const runner = createProjectionRunner({
    db,
    store,
    projections: await everyProjection(),
    pollIntervalMs: 5,
    onCheckpoints: (names, position) => waiter.reached(names, position),
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
  const sessions = createDatabaseSessionStore(db);
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
    ...(options.fileSync ? { fileSync: options.fileSync } : {}),
    ...(options.framingCheck ? { framingCheck: options.framingCheck } : {}),
    webRoot,
    ready: options.ready ?? (async () => true),
    parkedEvents: () => parkedEventCounts(db),
    secret: 'test-secret-that-is-long-enough-for-hmac-signing',
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
    async setPlan(username, plan) {
      const user = await findUserByUsername(db, username);
      if (!user) throw new Error(`no user ${username}`);
      await app.accounts.changePlan(user.id, plan, true, { userId: null, correlationId: 'test' });
    },
    async close() {
      await app.close();
      await presence.stop();
      await runner.stop();
      await cleaner.close();
      await database.drop();
      await rm(webRoot, { recursive: true, force: true });
      await rm(filesRoot, { recursive: true, force: true });
    },
  };
}
