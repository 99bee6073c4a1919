import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { KafkaLagReader } from '@lectern/bus';
import type { Queryable } from '@lectern/db';
import { checkpointLag, type CheckpointLag } from '@lectern/event-store';
import { parkedEventCounts } from '@lectern/projections';
import type { Logger } from '../logger.js';

/** A scrape waits this long at most for a gauge's reading; it shows no value for it otherwise. */
const READING_TIMEOUT_MS = 2_000;
/** The gauges of one scrape share one reading of the checkpoints. */
const READING_REUSE_MS = 1_000;

/**
 * A process's metrics, in the Prometheus text format. Requests, appends, jobs and fan-outs only
 * observe into histograms and counters; everything that needs a query or a broker (lags, queue
 * depths, parked events) is read when a scrape asks, with a time limit.
 */
export interface Metrics {
  readonly httpDuration: Histogram<'app' | 'method' | 'route' | 'status'>;
  readonly appendDuration: Histogram<'outcome'>;
  readonly appendConflicts: Counter;
  readonly jobDuration: Histogram<'queue' | 'outcome'>;
  readonly fanOutDuration: Histogram;
  /** Reports the lag and parked events of these projections (this process runs them). */
  watchProjections(names: readonly string[]): () => void;
  /** Reports how far a checkpointed reader other than a projection (the relay) is behind the log. */
  watchReader(name: string, checkpoint: string): () => void;
  watchConsumerGroup(groupId: string, topics: readonly string[], fromBeginning: boolean): () => void;
  watchQueue(queue: string, depth: () => Promise<number>): () => void;
  watchSockets(namespace: string, count: () => number): () => void;
  /** Runs one job of a queue, its time into `lectern_job_duration_seconds` by outcome. */
  timeJob<T>(queue: string, job: () => Promise<T>): Promise<T>;
  scrape(): Promise<{ contentType: string; body: string }>;
}

function watchList<T>() {
  const items = new Set<T>();
  return {
    items,
    add(item: T) {
      items.add(item);
      return () => void items.delete(item);
    },
  };
}

export function createMetrics(options: { db: Queryable; kafkaLag?: KafkaLagReader; logger: Logger }): Metrics {
  const { db, logger } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lectern_' });
  const registers = [registry];

  const bounded = async <T>(what: string, reading: Promise<T>): Promise<T | undefined> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>(
      (resolve) => (timer = setTimeout(() => resolve(undefined), READING_TIMEOUT_MS)),
    );
    try {
      return await Promise.race([reading, timeout]);
    } catch (error) {
      logger.debug({ err: error, metric: what }, 'a metric could not be read');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };

  const projections = watchList<string>();
  const readers = watchList<{ name: string; checkpoint: string }>();
  const groups = watchList<{ groupId: string; topics: readonly string[]; fromBeginning: boolean }>();
  const queues = watchList<{ queue: string; depth: () => Promise<number> }>();
  const sockets = watchList<{ namespace: string; count: () => number }>();

  let lagReading: { at: number; lags: Promise<Map<string, CheckpointLag> | undefined> } | null = null;
  const readLags = () => {
    if (!lagReading || Date.now() - lagReading.at > READING_REUSE_MS) {
      const names = [
        ...[...projections.items].map((name) => `projection:${name}`),
        ...[...readers.items].map((reader) => reader.checkpoint),
      ];
      const lags = bounded(
        'checkpoint lag',
        checkpointLag(db, names).then((rows) => new Map(rows.map((row) => [row.name, row]))),
      );
      lagReading = { at: Date.now(), lags };
    }
    return lagReading.lags;
  };

  /** A gauge per checkpoint of the log's lag, in events or seconds, read once per scrape for every gauge. */
  const lagGauge = (
    name: string,
    help: string,
    label: 'projection' | 'reader',
    entries: () => Iterable<{ label: string; checkpoint: string }>,
    measure: 'events' | 'seconds',
  ) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers,
      async collect() {
        this.reset();
        const lags = await readLags();
        for (const entry of entries()) {
          const lag = lags?.get(entry.checkpoint);
          if (lag) this.set({ [label]: entry.label }, lag[measure]);
        }
      },
    });
  const projectionCheckpoints = () =>
    [...projections.items].map((name) => ({ label: name, checkpoint: `projection:${name}` }));
  const readerCheckpoints = () =>
    [...readers.items].map((reader) => ({ label: reader.name, checkpoint: reader.checkpoint }));
  lagGauge(
    'lectern_projection_lag_events',
    'Events in the log past the projection checkpoint (counted up to 100000)',
    'projection',
    projectionCheckpoints,
    'events',
  );
  lagGauge(
    'lectern_projection_lag_seconds',
    'Age of the oldest event the projection has not processed yet (0 when caught up)',
    'projection',
    projectionCheckpoints,
    'seconds',
  );
  new Gauge({
    name: 'lectern_projection_parked_events',
    help: 'Events the projection could not apply and set aside (npm run parked)',
    labelNames: ['projection'],
    registers,
    async collect() {
      this.reset();
      if (projections.items.size === 0) return;
      const parked = await bounded('parked events', parkedEventCounts(db));
      if (!parked) return;
      for (const name of projections.items) this.set({ projection: name }, parked[name] ?? 0);
    },
  });
  lagGauge(
    'lectern_reader_lag_events',
    'Events in the log past the checkpoint of a reader that is not a projection (the relay)',
    'reader',
    readerCheckpoints,
    'events',
  );
  lagGauge(
    'lectern_reader_lag_seconds',
    'Age of the oldest event the reader (the relay) has not passed on yet',
    'reader',
    readerCheckpoints,
    'seconds',
  );
  new Gauge({
    name: 'lectern_kafka_consumer_group_lag',
    help: 'Messages on the topic past the consumer group committed offsets',
    labelNames: ['group', 'topic'],
    registers,
    async collect() {
      this.reset();
      const reader = options.kafkaLag;
      if (!reader) return;
      await Promise.all(
        [...groups.items].map(async ({ groupId, topics, fromBeginning }) => {
          const lags = await bounded('consumer group lag', reader.lag(groupId, topics, fromBeginning));
          for (const { topic, lag } of lags ?? []) this.set({ group: groupId, topic }, lag);
        }),
      );
    },
  });
  new Gauge({
    name: 'lectern_job_queue_depth',
    help: 'Jobs requested and not finished yet (counted up to 500)',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      await Promise.all(
        [...queues.items].map(async ({ queue, depth }) => {
          const value = await bounded('queue depth', depth());
          if (value !== undefined) this.set({ queue }, value);
        }),
      );
    },
  });
  new Gauge({
    name: 'lectern_realtime_sockets',
    help: 'Open WebSocket connections',
    labelNames: ['namespace'],
    registers,
    collect() {
      this.reset();
      for (const { namespace, count } of sockets.items) this.inc({ namespace }, count());
    },
  });

  const jobDuration = new Histogram({
    name: 'lectern_job_duration_seconds',
    help: 'Export, import and media jobs, by queue and outcome',
    labelNames: ['queue', 'outcome'],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers,
  });

  return {
    httpDuration: new Histogram({
      name: 'lectern_http_request_duration_seconds',
      help: 'HTTP requests by route pattern and status',
      labelNames: ['app', 'method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    appendDuration: new Histogram({
      name: 'lectern_event_store_append_duration_seconds',
      help: 'Appends to the event log, by outcome (appended, conflict, failed)',
      labelNames: ['outcome'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    appendConflicts: new Counter({
      name: 'lectern_event_store_append_conflicts_total',
      help: 'Appends refused because their stream had moved on (optimistic concurrency)',
      registers,
    }),
    jobDuration,
    fanOutDuration: new Histogram({
      name: 'lectern_realtime_fanout_duration_seconds',
      help: 'From a live message reaching this process to its being written to every socket following the deck',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers,
    }),
    watchProjections(names) {
      const removers = names.map((name) => projections.add(name));
      return () => removers.forEach((remove) => remove());
    },
    watchReader: (name, checkpoint) => readers.add({ name, checkpoint }),
    watchConsumerGroup: (groupId, topics, fromBeginning) => groups.add({ groupId, topics, fromBeginning }),
    watchQueue: (queue, depth) => queues.add({ queue, depth }),
    watchSockets: (namespace, count) => sockets.add({ namespace, count }),
    async timeJob(queue, job) {
      const end = jobDuration.startTimer({ queue });
      try {
        const result = await job();
        end({ outcome: 'done' });
        return result;
      } catch (error) {
        end({ outcome: 'failed' });
        throw error;
      }
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
