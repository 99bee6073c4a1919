import { describe, expect, it } from 'vitest';
import { keepSessions, type SessionNotices } from './kept-sessions.js';
import { newSessionId, type Session, type SessionStore } from './session-store.js';

/** A store in memory that counts its reads, and a notice channel shared by the processes of a test. */
function setup() {
  const rows = new Map<string, Session>();
  let reads = 0;
  const store: SessionStore = {
    async create(userId, ttlMs) {
      const id = newSessionId();
      rows.set(id, { userId, createdAt: new Date(), expiresAt: new Date(Date.now() + ttlMs) });
      return id;
    },
    async get(id) {
      reads++;
      return rows.get(id) ?? null;
    },
    async destroy(id) {
      rows.delete(id);
    },
    async destroyAllForUser(userId) {
      for (const [id, session] of rows) if (session.userId === userId) rows.delete(id);
    },
  };
  const listeners = new Set<(message: string) => void>();
  const notices: SessionNotices = {
    async publish(_channel, message) {
      for (const listener of listeners) listener(message);
    },
    async subscribe(_channel, listener) {
      listeners.add(listener);
      return async () => void listeners.delete(listener);
    },
  };
  const process = () => keepSessions(store, notices, { ttlMs: 30_000, maxEntries: 100 });
  return { store, process, reads: () => reads };
}

describe('kept sessions', () => {
  it('reads a session once while it is kept', async () => {
    const { store, process, reads } = setup();
    const kept = await process();
    const id = await store.create('ada', 60_000);
    expect((await kept.get(id))?.userId).toBe('ada');
    expect((await kept.get(id))?.userId).toBe('ada');
    expect(reads()).toBe(1);
  });

  it('ends a session in every process at once when it is destroyed in one', async () => {
    const { store, process } = setup();
    const [one, other] = [await process(), await process()];
    const id = await store.create('ada', 60_000);
    await one.get(id);
    await other.get(id);
    await one.destroy(id);
    expect(await other.get(id)).toBeNull();
    expect(await one.get(id)).toBeNull();
  });

  it("ends all of a person's sessions everywhere when they all end", async () => {
    const { store, process } = setup();
    const [one, other] = [await process(), await process()];
    const [first, second] = [await store.create('ada', 60_000), await store.create('ada', 60_000)];
    await other.get(first);
    await other.get(second);
    await one.destroyAllForUser('ada');
    expect(await other.get(first)).toBeNull();
    expect(await other.get(second)).toBeNull();
  });

  it('never answers a kept session past its own expiry', async () => {
    const { store, process, reads } = setup();
    const kept = await process();
    const id = await store.create('ada', -1);
    await kept.get(id);
    await kept.get(id);
    expect(reads()).toBe(2);
  });
});
