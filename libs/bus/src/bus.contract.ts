import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { it, vi, type TestContext } from 'vitest';
import type { BusMessage, MessageBus, MessageHandler } from './bus.js';
import { createMemoryDeduper, dedupeHandler } from './dedupe.js';

export interface BusContractOptions {
  /** A fresh bus; the suite closes it at the end of the test. */
  createBus: () => MessageBus;
  /** How long a delivery may take to arrive, including any group rebalance it waits for. */
  timeoutMs: number;
}

/**
 * The delivery contract of `MessageBus`, run against every implementation. Every test has its
 * own bus, topics and groups, so the tests run concurrently (a Kafka group takes seconds to form).
 */
export function busContract({ createBus, timeoutMs }: BusContractOptions): void {
  function openBus(onTestFinished: TestContext['onTestFinished']): MessageBus {
    const bus = createBus();
    onTestFinished(() => bus.close());
    return bus;
  }
  const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;
  const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: timeoutMs, interval: 20 });
  const text = (message: BusMessage) => message.value.toString('utf8');

  function collector(): { messages: BusMessage[]; handler: MessageHandler } {
    const messages: BusMessage[] = [];
    return { messages, handler: async (message) => void messages.push(message) };
  }

  it.concurrent('delivers a published message with its key, value and headers', async ({ expect, onTestFinished }) => {
    const bus = openBus(onTestFinished);
    const topic = unique('contract');
    const { messages, handler } = collector();
    await bus.subscribe({ groupId: unique('group'), topics: [topic], fromBeginning: true, handler });

    await bus.publish(topic, [
      { key: 'deck-1', value: 'hello', headers: { 'event-id': 'e-1' } },
      { key: 'deck-1', value: Buffer.from([0, 1, 2, 255]) },
    ]);

    await eventually(() => expect(messages).toHaveLength(2));
    const [first, second] = messages;
    expect(first).toMatchObject({ topic, key: 'deck-1', headers: { 'event-id': 'e-1' } });
    expect(Buffer.isBuffer(first?.value)).toBe(true);
    expect(first?.value.toString('utf8')).toBe('hello');
    expect(first?.offset).toMatch(/^\d+$/);
    expect(second?.partition).toBe(first?.partition);
    expect([...(second?.value ?? [])]).toEqual([0, 1, 2, 255]);
    expect(second?.headers).toEqual({});
  });

  it.concurrent('gives every consumer group every message', async ({ expect, onTestFinished }) => {
    const bus = openBus(onTestFinished);
    const topic = unique('contract');
    const groups = [collector(), collector()];
    for (const { handler } of groups) {
      await bus.subscribe({ groupId: unique('group'), topics: [topic], fromBeginning: true, handler });
    }
    const values = Array.from({ length: 20 }, (_, i) => `message-${i}`);

    await bus.publish(
      topic,
      values.map((value, i) => ({ key: `key-${i % 7}`, value })),
    );

    for (const { messages } of groups) {
      await eventually(() => expect(messages.map(text).sort()).toEqual([...values].sort()));
    }
  });

  it.concurrent('shares the messages of a group among its members', async ({ expect, onTestFinished }) => {
    const bus = openBus(onTestFinished);
    const topic = unique('contract');
    const groupId = unique('group');
    const members = [collector(), collector()];
    for (const { handler } of members) await bus.subscribe({ groupId, topics: [topic], fromBeginning: true, handler });
    const values = Array.from({ length: 40 }, (_, i) => `message-${i}`);

    await bus.publish(
      topic,
      values.map((value, i) => ({ key: `key-${i}`, value })),
    );

    await eventually(() => {
      const seen = new Set(members.flatMap(({ messages }) => messages.map(text)));
      expect([...seen].sort()).toEqual([...values].sort());
    });
    for (const { messages } of members) expect(messages.length).toBeGreaterThan(0);
  });

  it.concurrent('keeps the messages of one key in publish order', async ({ expect, onTestFinished }) => {
    const bus = openBus(onTestFinished);
    const topic = unique('contract');
    const keys = ['deck-a', 'deck-b', 'deck-c'];
    const byKey = new Map<string, number[]>(keys.map((key) => [key, []]));
    await bus.subscribe({
      groupId: unique('group'),
      topics: [topic],
      fromBeginning: true,
      handler: async (message) => {
        // Yield between messages so that handlers of different keys interleave where they can.
        await setImmediate();
        byKey.get(message.key)?.push(Number(text(message)));
      },
    });
    const count = 30;

    for (let i = 0; i < count; i += 1) {
      await bus.publish(
        topic,
        keys.map((key) => ({ key, value: String(i) })),
      );
    }

    const expected = Array.from({ length: count }, (_, i) => i);
    await eventually(() => {
      for (const key of keys) expect(byKey.get(key)).toEqual(expected);
    });
  });

  it.concurrent(
    'redelivers to a new member a message that a stopped member received but did not acknowledge',
    async ({ expect, onTestFinished }) => {
      const bus = openBus(onTestFinished);
      const topic = unique('contract');
      const groupId = unique('group');
      const received: BusMessage[] = [];
      let die: (reason: Error) => void = () => undefined;
      const dying = new Promise<void>((_, reject) => (die = reject));
      const first = await bus.subscribe({
        groupId,
        topics: [topic],
        fromBeginning: true,
        handler: async (message) => {
          received.push(message);
          await dying;
        },
      });
      await bus.publish(topic, [{ key: 'deck-1', value: 'unacknowledged' }]);
      await eventually(() => expect(received).toHaveLength(1));

      const stopped = first.stop();
      die(new Error('the member went away while handling the message'));
      await stopped;
      const next = collector();
      await bus.subscribe({ groupId, topics: [topic], fromBeginning: true, handler: next.handler });

      await eventually(() => expect(next.messages.map(text)).toEqual(['unacknowledged']));
      expect(next.messages[0]?.offset).toBe(received[0]?.offset);
    },
  );

  it.concurrent(
    'redelivers a message whose handler throws, before the next message of its key',
    async ({ expect, onTestFinished }) => {
      const bus = openBus(onTestFinished);
      const topic = unique('contract');
      const attempts: string[] = [];
      const handled: string[] = [];
      await bus.subscribe({
        groupId: unique('group'),
        topics: [topic],
        fromBeginning: true,
        handler: async (message) => {
          attempts.push(text(message));
          // More failures than the in-place retries, so the message also goes back for redelivery.
          if (text(message) === 'flaky' && attempts.length <= 4) throw new Error('transient failure');
          handled.push(text(message));
        },
      });

      await bus.publish(topic, [
        { key: 'deck-1', value: 'flaky' },
        { key: 'deck-1', value: 'next' },
      ]);

      await eventually(() => expect(handled).toEqual(['flaky', 'next']));
      expect(attempts).toEqual(['flaky', 'flaky', 'flaky', 'flaky', 'flaky', 'next']);
    },
  );

  it.concurrent(
    'lets a deduping consumer skip messages whose event id it has handled',
    async ({ expect, onTestFinished }) => {
      const bus = openBus(onTestFinished);
      const topic = unique('contract');
      const handled: string[] = [];
      let deliveries = 0;
      const deduped = dedupeHandler(createMemoryDeduper(), async (message) => void handled.push(text(message)));
      await bus.subscribe({
        groupId: unique('group'),
        topics: [topic],
        fromBeginning: true,
        handler: async (message) => {
          deliveries += 1;
          await deduped(message);
        },
      });

      await bus.publish(topic, [
        { key: 'deck-1', value: 'first', headers: { 'event-id': 'e-1' } },
        { key: 'deck-1', value: 'first again', headers: { 'event-id': 'e-1' } },
        { key: 'deck-1', value: JSON.stringify({ id: 'e-2' }) },
        { key: 'deck-1', value: 'second again', headers: { 'event-id': 'e-2' } },
      ]);

      await eventually(() => expect(deliveries).toBe(4));
      expect(handled).toEqual(['first', JSON.stringify({ id: 'e-2' })]);
    },
  );
}
