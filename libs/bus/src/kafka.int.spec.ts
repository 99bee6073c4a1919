import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { busContract } from './bus.contract.js';
import type { BusMessage } from './bus.js';
import { createKafkaBus } from './kafka.js';
import { silentLogger } from './logger.js';

const brokers = process.env.KAFKA_BROKERS;

describe.runIf(brokers)('kafka bus', () => {
  // 6 s is the shortest session Kafka brokers accept; it bounds how long a rebalance waits for a dead member.
  const createBus = () =>
    createKafkaBus({
      brokers: (brokers ?? '').split(','),
      clientId: 'lectern-bus-test',
      sessionTimeoutMs: 6_000,
      logger: silentLogger,
      retry: { initialDelayMs: 20 },
    });

  busContract({ createBus, timeoutMs: 30_000 });

  describe('a member process killed while handling a message', () => {
    it('gets that message redelivered to the rest of its group', async ({ onTestFinished }) => {
      const topic = `contract-${randomUUID().slice(0, 8)}`;
      const groupId = `group-${randomUUID().slice(0, 8)}`;
      const member = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('./test-support/kafka-member.ts', import.meta.url)), topic, groupId],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let output = '';
      member.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const exited = new Promise((resolve) => member.once('exit', resolve));
      const bus = createBus();
      onTestFinished(() => bus.close());

      try {
        await vi.waitFor(() => expect(output).toContain('joined'), { timeout: 30_000, interval: 50 });
        await bus.publish(topic, [{ key: 'deck-1', value: 'in the hands of the dead' }]);
        await vi.waitFor(() => expect(output).toContain('received in the hands of the dead'), {
          timeout: 30_000,
          interval: 50,
        });
      } finally {
        member.kill('SIGKILL');
        await exited;
      }

      const received: BusMessage[] = [];
      await bus.subscribe({
        groupId,
        topics: [topic],
        fromBeginning: true,
        handler: async (message) => void received.push(message),
      });
      await vi.waitFor(
        () => expect(received.map((message) => message.value.toString('utf8'))).toEqual(['in the hands of the dead']),
        {
          timeout: 30_000,
          interval: 50,
        },
      );
    });
  });
});
