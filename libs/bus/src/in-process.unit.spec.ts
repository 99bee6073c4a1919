import { describe } from 'vitest';
import { busContract } from './bus.contract.js';
import { createInProcessBus } from './in-process.js';
import { silentLogger } from './logger.js';

describe('in-process bus', () => {
  busContract({
    createBus: () => createInProcessBus({ logger: silentLogger, retry: { initialDelayMs: 5 } }),
    timeoutMs: 2_000,
  });
});
