import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { createInProcessBus, createKafkaBus, type MessageBus } from '@lectern/bus';
import type { baseSettings } from '@lectern/config';
import { migrate, openDatabase, type Database } from '@lectern/db';
import {
  createPostgresEventStore,
  eventStoreMigrations,
  observeAppends,
  type AppendListener,
  type EventStore,
} from '@lectern/event-store';
import { createInProcessPubSub, createRedisPubSub, type PubSub } from '@lectern/pubsub';
import { createLocalStorage, createS3Storage, type FileStorage } from '@lectern/storage';
import { requireSettings } from '@lectern/config';
import type { z } from 'zod';
import { leaseMigration } from './lease.js';
import type { Logger } from './logger.js';

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
  /** Appends made by this process (wakes local readers early; others are found by polling). */
  onAppend(listener: AppendListener): () => void;
  /**
   * How often the log's readers look for appends they were not woken for: rarely on PGlite, whose
   * data directory one process holds (every append is this process's and wakes them), often on
   * Postgres, which other processes append to. Undefined: the readers' own default.
   */
  readerPollMs: number | undefined;
  /**
   * Checkpoints committed by this process's projection runners: `committed` is called by the
   * runners, and listeners (the BFF's checkpoint waiter) end their waits without polling.
   */
  localCheckpoints: LocalCheckpoints;
  close(): Promise<void>;
}

/** A safety net only: on PGlite every append wakes the readers at once. */
const LOCAL_LOG_POLL_MS = 2000;

export type CheckpointListener = (checkpoints: readonly string[], position: number) => void;

export interface LocalCheckpoints {
  committed: CheckpointListener;
  subscribe(listener: CheckpointListener): () => void;
  /** Called by a runner of this process as it starts, for the checkpoints it will report. */
  register(checkpoints: readonly string[]): void;
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
    reportedHere: (checkpoint) => registered.has(checkpoint),
    committed(checkpoints, position) {
      for (const listener of listeners) listener(checkpoints, position);
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
  const observed = observeAppends(createPostgresEventStore(db));
  const bus = config.KAFKA_BROKERS
    ? await createKafkaBus({ brokers: config.KAFKA_BROKERS, clientId: options.clientId, logger })
    : createInProcessBus();
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
    readerPollMs: db.kind === 'pglite' ? LOCAL_LOG_POLL_MS : undefined,
    localCheckpoints: createLocalCheckpoints(),
    async close() {
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
