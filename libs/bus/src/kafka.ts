import { Kafka, logLevel, Partitioners, type LogEntry, type Producer } from 'kafkajs';
import type { MessageBus, Subscription } from './bus.js';
import { defaultRetryPolicy, type RetryPolicy } from './delivery.js';
import { batchHandler, HandlerFailedError, joined } from './kafka-consumer.js';
import { consoleLogger, type BusLogger } from './logger.js';

export interface KafkaBusOptions {
  brokers: readonly string[];
  clientId: string;
  logger?: BusLogger;
  /** Partitions of the topics this bus creates (where the cluster lets clients create topics). */
  partitions?: number;
  /**
   * How long a silent member keeps its partitions (Kafka brokers accept 6 s and up by default):
   * a member killed without leaving holds them this long, and a restarted one waits for it.
   */
  sessionTimeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

/**
 * kafkajs logs every error response at ERROR in its Connection namespace, including the ones it
 * handles itself (a rebalance in progress, a moved coordinator), and logs again a handler failure
 * that `deliver` already reported: those go to debug.
 */
function bridgeLogs(logger: BusLogger) {
  return () =>
    ({ namespace, level, log }: LogEntry) => {
      const { message, timestamp: _timestamp, logger: _logger, ...fields } = log;
      const entry = { ...fields, namespace };
      const expected = namespace === 'Connection' || fields.error instanceof HandlerFailedError;
      if (expected || level >= logLevel.INFO) logger.debug(entry, message);
      else if (level === logLevel.WARN) logger.warn(entry, message);
      else logger.error(entry, message);
    };
}

export function createKafkaBus(options: KafkaBusOptions): MessageBus {
  const logger = options.logger ?? consoleLogger;
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const sessionTimeout = options.sessionTimeoutMs ?? 6_000;
  // Frequent enough that a rebalance (a member joining or gone) is heard of within a second.
  const heartbeatInterval = Math.max(100, Math.min(1_000, Math.floor(sessionTimeout / 3)));
  const kafka = new Kafka({
    clientId: options.clientId,
    brokers: [...options.brokers],
    logLevel: logLevel.WARN,
    logCreator: bridgeLogs(logger),
  });
  const createdTopics = new Map<string, Promise<void>>();
  const subscriptions = new Set<Subscription>();
  let producer: Promise<Producer> | undefined;

  /** Clusters that refuse CreateTopics create topics on first use, with their default partition count. */
  async function createTopic(topic: string): Promise<void> {
    const admin = kafka.admin();
    try {
      await admin.connect();
      await admin.createTopics({ topics: [{ topic, numPartitions: options.partitions ?? 8 }], waitForLeaders: true });
    } catch (error) {
      logger.debug({ err: error, topic }, 'could not create the topic; the cluster creates it on first use');
    } finally {
      await admin.disconnect();
    }
  }

  function ensureTopics(topics: readonly string[]): Promise<unknown> {
    return Promise.all(
      topics.map((topic) => {
        let created = createdTopics.get(topic);
        if (!created) {
          created = createTopic(topic);
          createdTopics.set(topic, created);
        }
        return created;
      }),
    );
  }

  async function connectProducer(): Promise<Producer> {
    const idempotent = kafka.producer({ idempotent: true, createPartitioner: Partitioners.DefaultPartitioner });
    try {
      await idempotent.connect();
      return idempotent;
    } catch (error) {
      await idempotent.disconnect();
      const plain = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
      await plain.connect();
      logger.warn({ err: error }, 'the cluster refused an idempotent producer; publishing with acks=all only');
      return plain;
    }
  }

  function connectedProducer(): Promise<Producer> {
    producer ??= connectProducer().catch((error: unknown) => {
      producer = undefined;
      throw error;
    });
    return producer;
  }

  return {
    async publish(topic, messages) {
      if (messages.length === 0) return;
      await ensureTopics([topic]);
      const connected = await connectedProducer();
      await connected.send({
        topic,
        acks: -1,
        messages: messages.map(({ key, value, headers }) => ({ key, value, headers })),
      });
    },

    async subscribe({ groupId, topics, fromBeginning = false, handler }) {
      await ensureTopics(topics);
      const consumer = kafka.consumer({
        groupId,
        sessionTimeout,
        heartbeatInterval,
        // Bounds how long stop() waits for a fetch that has nothing to return.
        maxWaitTimeInMs: 1_000,
      });
      try {
        await consumer.connect();
        await consumer.subscribe({ topics: [...topics], fromBeginning });
        await Promise.all([
          joined(consumer),
          consumer.run({
            autoCommit: false,
            eachBatchAutoResolve: false,
            eachBatch: batchHandler(handler, policy, logger, heartbeatInterval),
          }),
        ]);
      } catch (error) {
        await consumer.disconnect();
        throw error;
      }
      let stopping: Promise<void> | undefined;
      const subscription: Subscription = {
        stop() {
          stopping ??= consumer.disconnect().finally(() => subscriptions.delete(subscription));
          return stopping;
        },
      };
      subscriptions.add(subscription);
      return subscription;
    },

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      const connected = await producer?.catch(() => undefined);
      await connected?.disconnect();
    },
  };
}
