import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@lectern/db';
import { availableDatabaseKinds, createTestDatabase, waitUntil, type TestDatabase } from '@lectern/testing';
import { leaseMigration } from './lease.js';
import { createLeaseKeeper, LeaseLostError, type LeasedWork } from './lease-keeper.js';
import { createLogger } from './logger.js';

const logger = createLogger('test', 'silent');

/** Work that records whether it runs. */
function work() {
  const state = { running: false, starts: 0 };
  const leased: LeasedWork = {
    gained: async () => {
      state.running = true;
      state.starts += 1;
    },
    lost: async () => void (state.running = false),
  };
  return { state, leased };
}

describe.each(availableDatabaseKinds())('lease keepers on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await migrate(testDb.db, 'db', [leaseMigration]);
  });
  afterAll(() => testDb.drop());

  const keeper = (holder: string, ttlMs: number) => createLeaseKeeper({ db: testDb.db, holder, ttlMs, logger });

  it('run the work of a lease in one holder, and hand it over at once when it is let go', async () => {
    const a = keeper('a', 60_000);
    const b = keeper('b', 300);
    const onA = work();
    const onB = work();
    const releaseA = await a.hold('job', onA.leased);
    await b.hold('job', onB.leased);
    expect(onA.state.running).toBe(true);
    expect(onB.state.running).toBe(false);
    await releaseA();
    expect(onA.state.running).toBe(false);
    await waitUntil(() => onB.state.running);
    await a.stop();
    await b.stop();
    expect(onB.state.running).toBe(false);
  });

  it('fence a transaction off once another holder took the lease, and stop the work there', async () => {
    const a = keeper('slow', 60_000);
    const onA = work();
    await a.hold('fenced', onA.leased);
    await testDb.db.transaction((tx) => a.fence(tx, ['fenced']));

    // The lease ran out while its holder was away, and another one took it.
    await testDb.db.query(
      `UPDATE public.lectern_leases SET expires_at = now() - interval '1 second' WHERE name = 'fenced'`,
    );
    const b = keeper('quick', 60_000);
    const onB = work();
    await b.hold('fenced', onB.leased);
    expect(onB.state.running).toBe(true);

    await expect(testDb.db.transaction((tx) => a.fence(tx, ['fenced']))).rejects.toBeInstanceOf(LeaseLostError);
    expect(a.holds('fenced')).toBe(false);
    await waitUntil(() => !onA.state.running);
    await a.stop();
    await b.stop();
  });
});
