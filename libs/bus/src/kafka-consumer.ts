import { setTimeout as delay } from 'node:timers/promises';
import type { Consumer, EachBatchPayload, KafkaMessage } from 'kafkajs';
import type { BusMessage, MessageHandler } from './bus.js';
import { deliver, type RetryPolicy } from './delivery.js';
import type { BusLogger } from './logger.js';

export class HandlerFailedError extends Error {
  override readonly name = 'HandlerFailedError';
  constructor(message: BusMessage) {
    super(`Handler failed for ${message.topic}/${message.partition}@${message.offset}; it will be redelivered`);
  }
}

function toBusMessage(topic: string, partition: number, message: KafkaMessage): BusMessage {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) headers[name] = first.toString();
  }
  return {
    topic,
    partition,
    offset: message.offset,
    key: message.key?.toString() ?? '',
    value: message.value ?? Buffer.alloc(0),
    headers,
  };
}

/**
 * Offsets are committed one message at a time, right after its handler resolved: a member that
 * stops, dies or loses the partition in a rebalance leaves exactly the unhandled messages behind.
 * While a handler runs, the member heartbeats every `heartbeatMs` (kafkajs itself only does so
 * between batches), so a session timeout shorter than the longest job does not evict it.
 */
export function batchHandler(handler: MessageHandler, policy: RetryPolicy, logger: BusLogger, heartbeatMs: number) {
  return async ({
    batch,
    resolveOffset,
    heartbeat,
    commitOffsetsIfNecessary,
    uncommittedOffsets,
    isRunning,
    isStale,
  }: EachBatchPayload) => {
    const active = () => isRunning() && !isStale();
    for (const raw of batch.messages) {
      if (!active()) return;
      const message = toBusMessage(batch.topic, batch.partition, raw);
      const beating = setInterval(() => void heartbeat().catch(() => undefined), heartbeatMs);
      const handled = await deliver(message, handler, {
        policy,
        logger,
        active,
        pause: async (ms) => {
          await delay(ms);
          await heartbeat();
        },
      }).finally(() => clearInterval(beating));
      if (!handled) {
        if (!active()) return;
        // kafkajs fetches the partition again from the first unresolved offset, after its own backoff.
        throw new HandlerFailedError(message);
      }
      resolveOffset(raw.offset);
      await commitOffsetsIfNecessary(uncommittedOffsets());
      await heartbeat();
    }
  };
}

/** Resolves when the consumer has joined its group, rejects when it gave up trying. */
export function joined(consumer: Consumer): Promise<void> {
  return new Promise((resolve, reject) => {
    const removers = [
      consumer.on(consumer.events.GROUP_JOIN, () => {
        for (const remove of removers) remove();
        resolve();
      }),
      consumer.on(consumer.events.CRASH, ({ payload }) => {
        if (payload.restart) return;
        for (const remove of removers) remove();
        reject(payload.error);
      }),
    ];
  });
}
