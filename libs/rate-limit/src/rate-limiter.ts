import type { Redis } from 'ioredis';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** When the window resets (how long to wait), 0 when allowed. */
  retryAfterMs: number;
}

/** Fixed-window counters per key: `consume` counts one attempt and says whether it is allowed. */
export interface RateLimiter {
  consume(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

/** One process (embedded mode). Windows that ended are dropped as they are met. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  return {
    async consume(key, rule) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetsAt <= time) {
        window = { count: 0, resetsAt: time + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (windows.size > 100_000) for (const [k, w] of windows) if (w.resetsAt <= time) windows.delete(k);
      return window.count <= rule.limit
        ? { allowed: true, retryAfterMs: 0 }
        : { allowed: false, retryAfterMs: window.resetsAt - time };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Shared by every replica (distributed mode): INCR with an expiry set on the first hit. */
export function createRedisRateLimiter(redis: Redis): RateLimiter {
  const redisKey = (key: string) => `lectern:rate:${key}`;
  return {
    async consume(key, rule) {
      const results = await redis
        .multi()
        .incr(redisKey(key))
        .pexpire(redisKey(key), rule.windowMs, 'NX')
        .pttl(redisKey(key))
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? rule.windowMs);
      return count <= rule.limit
        ? { allowed: true, retryAfterMs: 0 }
        : { allowed: false, retryAfterMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
  };
}
