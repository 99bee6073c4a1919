import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@lectern/db';
import { availableDatabaseKinds, createTestDatabase, type TestDatabase } from '@lectern/testing';
import { createDatabaseSessionStore, createRedisSessionStore, sessionMigrations, type SessionStore } from './index.js';

type Kind = {
  name: string;
  open: () => Promise<{ store: SessionStore; close: () => Promise<void>; raw: () => Promise<string> }>;
};

const kinds: Kind[] = availableDatabaseKinds().map((kind) => ({
  name: kind,
  open: async () => {
    const testDb: TestDatabase = await createTestDatabase(kind);
    await migrate(testDb.db, 'sessions', sessionMigrations);
    return {
      store: createDatabaseSessionStore(testDb.db),
      close: () => testDb.drop(),
      raw: async () => JSON.stringify((await testDb.db.query('SELECT * FROM sessions.sessions')).rows),
    };
  },
}));
if (process.env.REDIS_URL) {
  kinds.push({
    name: 'redis',
    open: async () => {
      const redis = new Redis(process.env.REDIS_URL!);
      return {
        store: createRedisSessionStore(redis),
        close: async () => void (await redis.quit()),
        raw: async () => JSON.stringify(await redis.keys('lectern:session:*')),
      };
    },
  });
}

describe.each(kinds)('session store on $name', ({ open }) => {
  let opened: Awaited<ReturnType<Kind['open']>>;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('creates unguessable sessions, finds them, and destroys them', async () => {
    const { store } = opened;
    const id = await store.create('u1', 60_000);
    expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await store.get(id))?.userId).toBe('u1');
    expect(await store.get(`${id}x`)).toBeNull();
    await store.destroy(id);
    expect(await store.get(id)).toBeNull();
  });

  it('keeps only a hash of the id', async () => {
    const id = await opened.store.create('u-hash', 60_000);
    expect(await opened.raw()).not.toContain(id);
  });

  it('expires sessions and signs a user out everywhere', async () => {
    const { store } = opened;
    const short = await store.create('u2', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.get(short)).toBeNull();
    const a = await store.create('u3', 60_000);
    const b = await store.create('u3', 60_000);
    const other = await store.create('u4', 60_000);
    await store.destroyAllForUser('u3');
    expect(await store.get(a)).toBeNull();
    expect(await store.get(b)).toBeNull();
    expect(await store.get(other)).not.toBeNull();
  });
});
