import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDatabaseKinds, createTestDatabase, type TestDatabase } from '@lectern/testing';
import { migrate } from '@lectern/db';
import { leaseMigration, releaseLease, tryAcquireLease } from './lease.js';

describe.each(availableDatabaseKinds())('leases on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await migrate(testDb.db, 'db', [leaseMigration]);
  });
  afterAll(() => testDb.drop());

  it('gives a lease to one holder at a time until it expires or is released', async () => {
    const { db } = testDb;
    expect(await tryAcquireLease(db, 'relay', 'a', 60_000)).toBe(true);
    expect(await tryAcquireLease(db, 'relay', 'b', 60_000)).toBe(false);
    expect(await tryAcquireLease(db, 'relay', 'a', 60_000)).toBe(true);
    await releaseLease(db, 'relay', 'a');
    expect(await tryAcquireLease(db, 'relay', 'b', 1)).toBe(true);
    await db.query(`UPDATE public.lectern_leases SET expires_at = now() - interval '1 second' WHERE name = 'relay'`);
    expect(await tryAcquireLease(db, 'relay', 'a', 60_000)).toBe(true);
  });

  it('lets exactly one of several concurrent claimants win', async () => {
    const results = await Promise.all(
      ['x', 'y', 'z', 'w'].map((holder) => tryAcquireLease(testDb.db, 'concurrent', holder, 60_000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
