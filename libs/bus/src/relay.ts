import { createPollingReader, type CheckpointStore, type EventStore, type StoredEvent } from '@lectern/event-store';
import type { MessageBus, OutgoingMessage } from './bus.js';
import { EVENT_ID_HEADER } from './dedupe.js';
import { consoleLogger, type BusLogger } from './logger.js';

export interface RelayOptions {
  events: Pick<EventStore, 'readBatch'>;
  bus: Pick<MessageBus, 'publish'>;
  checkpoints: CheckpointStore;
  /** The checkpoint's name. */
  name?: string;
  /** Topics are `<topicPrefix>.<context>`. */
  topicPrefix?: string;
  batchSize?: number;
  pollIntervalMs?: number;
  /** Pause after a batch failed (the store or the bus is down) before it is tried again. */
  retryDelayMs?: number;
  logger?: BusLogger;
}

export interface Relay {
  /** Loads the checkpoint and starts publishing in the background. */
  start(): Promise<void>;
  /** Resolves once the batch in flight is published and checkpointed. */
  stop(): Promise<void>;
  /** Polls now instead of at the end of the interval (call it after an append, with its position). */
  wake(position?: number): void;
}

/** The context of a stream is its id up to the first dash: `deck-123` belongs to `deck`. */
export function topicForStream(streamId: string, prefix = 'lectern'): string {
  const dash = streamId.indexOf('-');
  return `${prefix}.${dash === -1 ? streamId : streamId.slice(0, dash)}`;
}

/** W3C trace context an event's metadata carries (the request that caused it), passed on as message headers. */
const TRACE_CONTEXT_FIELDS = ['traceparent', 'tracestate'] as const;

export function eventMessage(event: StoredEvent): OutgoingMessage {
  const headers: Record<string, string> = { [EVENT_ID_HEADER]: event.id, 'event-type': event.type };
  for (const field of TRACE_CONTEXT_FIELDS) {
    const value = event.metadata[field];
    if (typeof value === 'string') headers[field] = value;
  }
  return { key: event.streamId, value: JSON.stringify(event), headers };
}

/**
 * Publishes the event log to the bus, in log order, keyed by stream id. The checkpoint is saved
 * only after a batch is on the bus, so a crash in between publishes that batch again
 * (at-least-once; consumers dedupe by event id).
 */
export function createRelay(options: RelayOptions): Relay {
  const { events, bus, checkpoints, name = 'relay', topicPrefix = 'lectern' } = options;
  const logger = options.logger ?? consoleLogger;
  const reader = createPollingReader({
    store: events,
    batchSize: options.batchSize ?? 500,
    pollIntervalMs: options.pollIntervalMs ?? 50,
    retryDelayMs: options.retryDelayMs ?? 1_000,
    loadPosition: () => checkpoints.load(name),
    onError: (error) => logger.error({ err: error, relay: name }, 'relay batch failed; it will be tried again'),
    handleBatch: async (batch) => {
      const byTopic = new Map<string, OutgoingMessage[]>();
      for (const event of batch.events) {
        const topic = topicForStream(event.streamId, topicPrefix);
        const messages = byTopic.get(topic) ?? [];
        messages.push(eventMessage(event));
        byTopic.set(topic, messages);
      }
      for (const [topic, messages] of byTopic) await bus.publish(topic, messages);
      await checkpoints.save(name, batch.scannedTo);
    },
  });
  return { start: () => reader.start(), stop: () => reader.stop(), wake: (position) => reader.wake(position) };
}
