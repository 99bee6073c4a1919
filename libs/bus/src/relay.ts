import type { EventStore, StoredEvent } from '@lectern/event-store';
import type { MessageBus, OutgoingMessage } from './bus.js';
import type { CheckpointStore } from './checkpoints.js';
import { EVENT_ID_HEADER } from './dedupe.js';
import { consoleLogger, type BusLogger } from './logger.js';
import { createWakeup } from './wakeup.js';

export interface RelayOptions {
  events: Pick<EventStore, 'readAll'>;
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
  /** Polls now instead of at the end of the interval (call it after an append). */
  wake(): void;
}

/** The context of a stream is its id up to the first dash: `deck-123` belongs to `deck`. */
export function topicForStream(streamId: string, prefix = 'lectern'): string {
  const dash = streamId.indexOf('-');
  return `${prefix}.${dash === -1 ? streamId : streamId.slice(0, dash)}`;
}

export function eventMessage(event: StoredEvent): OutgoingMessage {
  return {
    key: event.streamId,
    value: JSON.stringify(event),
    headers: { [EVENT_ID_HEADER]: event.id, 'event-type': event.type },
  };
}

/**
 * Publishes the event log to the bus, in log order, keyed by stream id. The checkpoint is saved
 * only after a batch is on the bus, so a crash in between publishes that batch again
 * (at-least-once; consumers dedupe by event id).
 */
export function createRelay(options: RelayOptions): Relay {
  const { events, bus, checkpoints, name = 'relay', topicPrefix = 'lectern', batchSize = 500 } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 50;
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  const logger = options.logger ?? consoleLogger;
  const wakeup = createWakeup();
  let stopping = false;
  let running: Promise<void> | undefined;

  /** Returns the position reached: `after` itself when the log had nothing new. */
  async function relayBatch(after: number): Promise<number> {
    const batch = await events.readAll({ after, limit: batchSize });
    const last = batch.at(-1);
    if (!last) return after;
    const byTopic = new Map<string, OutgoingMessage[]>();
    for (const event of batch) {
      const topic = topicForStream(event.streamId, topicPrefix);
      const messages = byTopic.get(topic) ?? [];
      messages.push(eventMessage(event));
      byTopic.set(topic, messages);
    }
    for (const [topic, messages] of byTopic) await bus.publish(topic, messages);
    await checkpoints.save(name, last.position);
    return last.position;
  }

  async function run(from: number): Promise<void> {
    let position = from;
    while (!stopping) {
      try {
        const reached = await relayBatch(position);
        if (reached === position) await wakeup.wait(pollIntervalMs);
        position = reached;
      } catch (error) {
        logger.error({ err: error, relay: name, position }, 'relay batch failed; it will be tried again');
        await wakeup.wait(retryDelayMs);
      }
    }
  }

  return {
    async start() {
      if (running) return;
      stopping = false;
      const loaded = checkpoints.load(name);
      running = loaded.then(run, () => undefined);
      try {
        await loaded;
      } catch (error) {
        running = undefined;
        throw error;
      }
    },
    async stop() {
      stopping = true;
      wakeup.wake();
      await running;
      running = undefined;
    },
    wake: () => wakeup.wake(),
  };
}
