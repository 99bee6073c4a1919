import { setTimeout as delay } from 'node:timers/promises';
import type { BusMessage, MessageBus, MessageHandler, Subscription } from './bus.js';
import { backoffDelay, defaultRetryPolicy, deliver, type RetryPolicy } from './delivery.js';
import { consoleLogger, type BusLogger } from './logger.js';
import { PartitionLog, partitionOf, type PartitionReader } from './partition-log.js';
import { createWakeup } from './wakeup.js';

export interface InProcessBusOptions {
  /** Partitions per topic: the most members of one group that can work at the same time. */
  partitions?: number;
  logger?: BusLogger;
  retry?: Partial<RetryPolicy>;
}

interface Member {
  topics: ReadonlySet<string>;
  handler: MessageHandler;
  stopped: AbortController;
  inFlight: Set<Promise<boolean>>;
}

interface Group {
  members: Member[];
  /** One worker per topic partition: it alone delivers that partition's messages to the group, in order. */
  workers: Map<string, Worker>;
}

interface Worker extends PartitionReader {
  done: Promise<void>;
}

/** Partitions are dealt round-robin to the group's members that subscribed to the topic, in joining order. */
function assignee(group: Group, topic: string, partition: number): Member | undefined {
  const eligible = group.members.filter((member) => member.topics.has(topic));
  return eligible.length === 0 ? undefined : eligible[partition % eligible.length];
}

/**
 * The bus of embedded mode, with the delivery contract of Kafka: topics split into partitions by
 * key, a committed offset per group and partition, and an unacknowledged message redelivered to
 * whichever member of the group holds its partition next.
 */
export function createInProcessBus(options: InProcessBusOptions = {}): MessageBus {
  const partitionCount = options.partitions ?? 8;
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const logger = options.logger ?? consoleLogger;
  const topics = new Map<string, PartitionLog[]>();
  const groups = new Map<string, Group>();
  const subscriptions = new Set<Subscription>();
  let closed = false;

  function partitionsOf(topic: string): PartitionLog[] {
    let logs = topics.get(topic);
    if (!logs) {
      logs = Array.from({ length: partitionCount }, () => new PartitionLog());
      topics.set(topic, logs);
    }
    return logs;
  }

  function sleep(member: Member, ms: number): Promise<void> {
    return delay(ms, undefined, { signal: member.stopped.signal }).catch(() => undefined);
  }

  function startWorker(group: Group, topic: string, partition: number, log: PartitionLog, start: number): Worker {
    const wakeup = createWakeup();
    let position = start;
    async function run(): Promise<void> {
      let failures = 0;
      while (!closed) {
        const member = assignee(group, topic, partition);
        const stored = log.at(position);
        if (!member || !stored) {
          await wakeup.wait();
          continue;
        }
        const message: BusMessage = {
          topic,
          partition,
          offset: String(position),
          key: stored.key,
          value: Buffer.from(stored.value),
          headers: { ...stored.headers },
        };
        const delivery = deliver(message, member.handler, {
          policy,
          logger,
          active: () => !closed && assignee(group, topic, partition) === member,
          pause: (ms) => sleep(member, ms),
        });
        member.inFlight.add(delivery);
        const handled = await delivery.finally(() => member.inFlight.delete(delivery));
        if (handled) {
          position += 1;
          failures = 0;
          log.release();
        } else {
          failures += 1;
          await sleep(member, backoffDelay(policy, failures));
        }
      }
    }
    const worker: Worker = {
      get position() {
        return position;
      },
      wake: wakeup.wake,
      done: Promise.resolve().then(run),
    };
    log.readers.add(worker);
    return worker;
  }

  function wakeGroup(group: Group): void {
    for (const worker of group.workers.values()) worker.wake();
  }

  return {
    async publish(topic, messages) {
      if (closed) throw new Error('The bus is closed');
      const logs = partitionsOf(topic);
      for (const { key, value, headers } of messages) {
        logs[partitionOf(key, partitionCount)]!.append({ key, value: Buffer.from(value), headers: { ...headers } });
      }
    },

    async subscribe({ groupId, topics: names, fromBeginning = false, handler }) {
      if (closed) throw new Error('The bus is closed');
      let group = groups.get(groupId);
      if (!group) {
        group = { members: [], workers: new Map() };
        groups.set(groupId, group);
      }
      for (const topic of names) {
        partitionsOf(topic).forEach((log, partition) => {
          const id = `${topic}/${partition}`;
          if (group.workers.has(id)) return;
          group.workers.set(id, startWorker(group, topic, partition, log, fromBeginning ? log.start : log.end));
        });
      }
      const member: Member = { topics: new Set(names), handler, stopped: new AbortController(), inFlight: new Set() };
      group.members.push(member);
      wakeGroup(group);

      let stopping: Promise<void> | undefined;
      const subscription: Subscription = {
        stop() {
          stopping ??= (async () => {
            group.members = group.members.filter((other) => other !== member);
            member.stopped.abort();
            wakeGroup(group);
            await Promise.allSettled(member.inFlight);
            subscriptions.delete(subscription);
          })();
          return stopping;
        },
      };
      subscriptions.add(subscription);
      return subscription;
    },

    async close() {
      closed = true;
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      const workers = [...groups.values()].flatMap((group) => [...group.workers.values()]);
      for (const worker of workers) worker.wake();
      await Promise.all(workers.map((worker) => worker.done));
    },
  };
}
