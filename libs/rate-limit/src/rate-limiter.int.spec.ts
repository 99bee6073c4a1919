import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './index.js';

let clock = 1_000_000;
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
const kinds: [string, RateLimiter][] = [['memory', createMemoryRateLimiter(() => clock)]];
if (redis) kinds.push(['redis', createRedisRateLimiter(redis)]);
afterAll(async () => void (await redis?.quit()));

describe.each(kinds)('rate limiter on %s', (_name, limiter) => {
  it('allows the limit per window, then refuses with the time to wait', async () => {
    const key = `test:${Math.random()}`;
    const rule = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect((await limiter.consume(key, rule)).allowed).toBe(true);
    const refused = await limiter.consume(key, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.consume(`${key}:other`, rule)).allowed).toBe(true);
    await limiter.reset(key);
    expect((await limiter.consume(key, rule)).allowed).toBe(true);
  });
});

describe('memory rate limiter windows', () => {
  it('opens again when the window ends', async () => {
    const limiter = createMemoryRateLimiter(() => clock);
    const rule = { limit: 1, windowMs: 1000 };
    expect((await limiter.consume('k', rule)).allowed).toBe(true);
    expect((await limiter.consume('k', rule)).allowed).toBe(false);
    clock += 1000;
    expect((await limiter.consume('k', rule)).allowed).toBe(true);
  });
});
