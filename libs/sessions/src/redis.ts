import type { Redis } from 'ioredis';
import { newSessionId, sessionKey, type SessionStore } from './session-store.js';

const key = (id: string) => `lectern:session:${sessionKey(id)}`;
const userKey = (userId: string) => `lectern:user-sessions:${userId}`;

/** Sessions in Redis (distributed mode): expire by TTL; a set per user allows signing out everywhere. */
export function createRedisSessionStore(redis: Redis): SessionStore {
  return {
    async create(userId, ttlMs) {
      const id = newSessionId();
      const now = Date.now();
      await redis
        .multi()
        .set(key(id), JSON.stringify({ userId, createdAt: now, expiresAt: now + ttlMs }), 'PX', ttlMs)
        .sadd(userKey(userId), key(id))
        .pexpire(userKey(userId), ttlMs)
        .exec();
      return id;
    },
    async get(id) {
      const raw = await redis.get(key(id));
      if (!raw) return null;
      const value = JSON.parse(raw) as { userId: string; createdAt: number; expiresAt: number };
      return { userId: value.userId, createdAt: new Date(value.createdAt), expiresAt: new Date(value.expiresAt) };
    },
    async destroy(id) {
      const raw = await redis.get(key(id));
      const pipeline = redis.multi().del(key(id));
      if (raw) pipeline.srem(userKey((JSON.parse(raw) as { userId: string }).userId), key(id));
      await pipeline.exec();
    },
    async destroyAllForUser(userId) {
      const keys = await redis.smembers(userKey(userId));
      await redis
        .multi()
        .del(...keys, userKey(userId))
        .exec();
    },
  };
}
