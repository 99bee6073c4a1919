import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { createInProcessBus, createKafkaBus, createKafkaLagReader, type MessageBus } from '@lectern/bus';
import type { baseSettings } from '@lectern/config';
import { migrate, openDatabase, type Database } from '@lectern/db';
import {
  createPostgresEventStore,
  type CheckpointListener,
  eventStoreMigrations,
  listenForAppends,
  observeAppends,
  type AppendListener,
  type EventStore,
} from '@lectern/event-store';
import { createInProcessPubSub, createRedisPubSub, type PubSub } from '@lectern/pubsub';
import { createLocalStorage, createS3Storage, type FileStorage } from '@lectern/storage';
import { requireSettings } from '@lectern/config';
import type { z } from 'zod';
import { leaseMigration } from './lease.js';
import { createLeaseKeeper, createSoleLeaseKeeper, type LeaseKeeper } from './lease-keeper.js';
import type { Logger } from './logger.js';
import {
  createMetrics,
  measureAppends,
  metricsAccess,
  observeBus,
  type Metrics,
  type MetricsAccess,
} from './observability/index.js';

export type BaseConfig = z.infer<z.ZodObject<typeof baseSettings>>;

/** Everything an app's `start(infra)` gets: the same shape in embedded and distributed mode. */
export interface Infrastructure {
  mode: 'embedded' | 'distributed';
  config: BaseConfig;
  logger: Logger;
  db: Database;
  store: EventStore;
  bus: MessageBus;
  pubsub: PubSub;
  /** Media and export files (FILES_DIR, default DATA_DIR/files). */
  storage: FileStorage;
  /**
   * Appends made by this process, and on Postgres those of every process (announced by the
   * database with NOTIFY): the log's readers are woken by these, not by polling.
   */
  onAppend(listener: AppendListener): () => void;
  /**
   * How often the log's readers look for appends they were not woken for, a safety net only:
   * on PGlite one process holds the data directory, so every append is this process's; on
   * Postgres every append is announced, and a lost listening connection is opened again.
   */
  readerPollMs: number;
  /**
   * Checkpoints committed by this process's projection runners: `committed` is called by the
   * runners, and listeners (the BFF's checkpoint waiter) end their waits without polling.
   */
  localCheckpoints: LocalCheckpoints;
  /** This process's metrics (every app of it, in embedded mode), served at `/metrics`. */
  metrics: Metrics;
  /** Who may read `/metrics`: loopback in embedded mode, loopback and private addresses otherwise, plus METRICS_ALLOW. */
  metricsAccess: MetricsAccess;
  /**
   * The leases of this process (`LEASE_MS`): the relay and each service's projections run in one
   * replica at a time. On PGlite the process is alone and holds every lease.
   */
  leases: LeaseKeeper;
  close(): Promise<void>;
}

/** A safety net only: on PGlite every append wakes the readers at once. */
const LOCAL_LOG_POLL_MS = 2000;
/** A safety net only: on Postgres every append is announced to every process. */
const ANNOUNCED_LOG_POLL_MS = 5000;

export interface LocalCheckpoints {
  committed: CheckpointListener;
  subscribe(listener: CheckpointListener): () => void;
  /** Called by a runner of this process as it starts, for the checkpoints it will report. */
  register(checkpoints: readonly string[]): void;
  /** Called as it stops reporting them (another replica runs them now). */
  unregister(checkpoints: readonly string[]): void;
  /** Whether a runner of this process reports this checkpoint at every commit. */
  reportedHere(checkpoint: string): boolean;
}

/** Passes the checkpoints a process's runners commit to its waiters. */
export function createLocalCheckpoints(): LocalCheckpoints {
  const listeners = new Set<CheckpointListener>();
  const registered = new Set<string>();
  return {
    register(checkpoints) {
      for (const name of checkpoints) registered.add(name);
    },
    unregister(checkpoints) {
      for (const name of checkpoints) registered.delete(name);
    },
    reportedHere: (checkpoint) => registered.has(checkpoint),
    committed(checkpoints, position, touched) {
      for (const listener of listeners) listener(checkpoints, position, touched);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Builds the real adapters the configuration asks for: Postgres when DATABASE_URL is set
 * (PGlite in DATA_DIR otherwise), Kafka when KAFKA_BROKERS is set, Redis when REDIS_URL is set,
 * and in-process ones otherwise. Applies the event store's migrations.
 */
export async function createInfrastructure(options: {
  mode: Infrastructure['mode'];
  config: BaseConfig;
  logger: Logger;
  clientId: string;
}): Promise<Infrastructure> {
  const { config, logger } = options;
  let dataDir: string | undefined;
  if (!config.DATABASE_URL) {
    dataDir = path.resolve(config.DATA_DIR, 'db');
    await mkdir(dataDir, { recursive: true });
  }
  const db: Database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    applicationName: options.clientId,
  });
  await migrate(db, 'event-store', eventStoreMigrations);
  await migrate(db, 'db', [leaseMigration]);
  const kafkaLag = config.KAFKA_BROKERS
    ? createKafkaLagReader({ brokers: config.KAFKA_BROKERS, clientId: `${options.clientId}-metrics` })
    : undefined;
  const metrics = createMetrics({ db, kafkaLag, logger });
  const observed = observeAppends(measureAppends(createPostgresEventStore(db), metrics));
  const stopHearingAppends = await listenForAppends(db, observed.announce);
  const bus = observeBus(
    config.KAFKA_BROKERS
      ? await createKafkaBus({
          brokers: config.KAFKA_BROKERS,
          clientId: options.clientId,
          logger,
          sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
        })
      : createInProcessBus(),
    metrics,
  );
  const pubsub = config.REDIS_URL ? await createRedisPubSub(config.REDIS_URL) : createInProcessPubSub();
  logger.info(
    {
      database: db.kind,
      dataDir,
      bus: config.KAFKA_BROKERS ? 'kafka' : 'in-process',
      pubsub: config.REDIS_URL ? 'redis' : 'in-process',
    },
    'infrastructure connected',
  );
  const storage = openStorage(config);
  const holder = `${options.clientId}@${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leases =
    db.kind === 'pglite'
      ? createSoleLeaseKeeper(holder)
      : createLeaseKeeper({ db, holder, ttlMs: config.LEASE_MS, logger: logger.child({ component: 'leases' }) });
  return {
    mode: options.mode,
    config,
    logger,
    db,
    store: observed.store,
    bus,
    pubsub,
    storage,
    onAppend: observed.onAppend,
    readerPollMs: db.kind === 'pglite' ? LOCAL_LOG_POLL_MS : ANNOUNCED_LOG_POLL_MS,
    localCheckpoints: createLocalCheckpoints(),
    metrics,
    metricsAccess: metricsAccess({
      scope: options.mode === 'embedded' ? 'loopback' : 'private',
      allow: config.METRICS_ALLOW,
    }),
    leases,
    async close() {
      await leases.stop();
      await stopHearingAppends?.();
      await kafkaLag?.close();
      await bus.close();
      await pubsub.close();
      await db.close();
    },
  };
}

/** S3 when a bucket is configured (its credentials are then required), else a local folder. */
function openStorage(config: BaseConfig): FileStorage {
  if (!config.S3_BUCKET)
    return createLocalStorage(path.resolve(config.FILES_DIR ?? path.join(config.DATA_DIR, 'files')));
  requireSettings(config, ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'when S3_BUCKET is set');
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
