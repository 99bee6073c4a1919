import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiSession } from '../e2e/support/api-session.js';
import { startOwnLectern, type TestLectern } from '../e2e/support/server.js';

/** Resets per kind of address, as the review measured them. */
const SAMPLES = 200;
/** A reset request counts against its address three times an hour (RATE_LIMITS.passwordResetPerAccount). */
const RESETS_PER_ACCOUNT = 3;
const ACCOUNTS = Math.ceil(SAMPLES / RESETS_PER_ACCOUNT);
const ACCOUNT_PREFIX = 'resettable';
/**
 * The reader's requests timed after each reset, one after another: the work a reset leaves runs a
 * few milliseconds on the server's threads, longer than one request, which meets only its start.
 */
const REQUESTS_AFTER = 5;
/**
 * Each reset starts from an idle server: the work a reset leaves (tens of milliseconds at most, on
 * a busy machine) is over before the next one, so it counts with the request it follows and no other.
 */
const IDLE_BETWEEN_RESETS_MS = 100;
/**
 * How much slower a known address's reset, or the requests after it, may be than an unknown one's
 * (the median of the pairs' differences): 2 ms, or a fifth of the smaller median on a machine busy
 * enough to make every request slow, as a busy machine also stretches the little work only an
 * account's reset does (decision 0041). An unknown address's reset that skips the work again makes
 * the requests after a known one's some 40% slower, which either bound catches.
 */
const MAX_GAP_MS = 2;
const MAX_GAP_SHARE = 0.2;

/** What the client measured of one reset: the reset's own answer, and the reader's requests after it. */
interface ResetTiming {
  reset: number;
  after: number;
}
/** A reset of a known and of an unknown address, one right after the other, in turns first. */
type Pair = Record<'known' | 'unknown', ResetTiming>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs the client (./reset-timing-client.mjs) on a thread of its own and answers its timings. */
function sampleFromAnotherThread(baseUrl: string): Promise<Pair[]> {
  const worker = new Worker(new URL('./reset-timing-client.mjs', import.meta.url), {
    workerData: {
      baseUrl,
      samples: SAMPLES,
      requestsAfter: REQUESTS_AFTER,
      idleMs: IDLE_BETWEEN_RESETS_MS,
      accounts: ACCOUNTS,
      accountPrefix: ACCOUNT_PREFIX,
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the timing client stopped (${code}) before it answered`)));
  });
}

/**
 * Whether an address has an account must show neither in how long its password reset takes to be
 * answered nor in how long the requests after it take: the reset's work happens after its answer
 * and competes with those requests. Resets of known and unknown addresses come in pairs, each from
 * a client address of its own, and a signed-in reader's next requests are timed after each, from
 * another thread, as a client in another process would. What is compared is the median of the
 * pairs' differences (decision 0041): the two resets of a pair meet the same load of a shared
 * machine, which would scatter the difference of the two medians three to five times as widely.
 */
describe('password reset timing', () => {
  let lectern: TestLectern;

  beforeAll(async () => {
    lectern = await startOwnLectern();
    for (let n = 0; n < ACCOUNTS; n++) {
      await new ApiSession(lectern.url).succeed('POST', '/api/v1/users', {
        user: {
          username: `${ACCOUNT_PREFIX}${n}`,
          email: `${ACCOUNT_PREFIX}${n}@example.com`,
          password: 'a-good-password',
        },
      });
    }
  }, 240_000);
  afterAll(() => lectern?.stop());

  it('answers a reset, and the requests after it, as fast for an unknown address as for a known one', async () => {
    const pairs = await sampleFromAnotherThread(lectern.url);
    expect(pairs).toHaveLength(SAMPLES);
    for (const measure of ['reset', 'after'] as const) {
      const gap = median(pairs.map((pair) => pair.known[measure] - pair.unknown[measure]));
      const medians = {
        known: median(pairs.map((pair) => pair.known[measure])),
        unknown: median(pairs.map((pair) => pair.unknown[measure])),
      };
      const allowed = Math.max(MAX_GAP_MS, MAX_GAP_SHARE * Math.min(medians.known, medians.unknown));
      expect(Math.abs(gap), `${measure}: ${JSON.stringify({ gap, medians })}`).toBeLessThanOrEqual(allowed);
    }
  }, 300_000);
});
