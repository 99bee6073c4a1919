import { describe, expect, it, vi } from 'vitest';
import { busContract } from './bus.contract.js';
import { createInProcessBus } from './in-process.js';
import { silentLogger } from './logger.js';

const createBus = () => createInProcessBus({ logger: silentLogger, retry: { initialDelayMs: 5 } });

describe('in-process bus', () => {
  busContract({ createBus, timeoutMs: 2_000 });

  it('starts a new group at the oldest message, or at the next one without fromBeginning', async ({
    onTestFinished,
  }) => {
    const bus = createBus();
    onTestFinished(() => bus.close());
    await bus.publish('history', [{ key: 'deck-1', value: 'before' }]);
    const seen = { fromBeginning: [] as string[], fromNow: [] as string[] };
    for (const [groupId, values] of Object.entries(seen)) {
      await bus.subscribe({
        groupId,
        topics: ['history'],
        fromBeginning: groupId === 'fromBeginning',
        handler: async (message) => void values.push(String(message.value)),
      });
    }

    await bus.publish('history', [{ key: 'deck-1', value: 'after' }]);

    await vi.waitFor(() => expect(seen).toEqual({ fromBeginning: ['before', 'after'], fromNow: ['after'] }), {
      timeout: 2_000,
    });
  });
});
