import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '@lectern/rate-limit';
import { availableDatabaseKinds, type TestDatabaseKind } from '@lectern/testing';
import { createClient, signUp } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

// Each run signs in from its own addresses: a shared Redis keeps a budget for its whole window.
const RUN = Math.floor(Math.random() * 250);

const setups: [TestDatabaseKind, string][] = availableDatabaseKinds().map((kind) => [kind, 'memory']);
if (process.env.REDIS_URL && process.env.DATABASE_URL) setups.push(['postgres', 'redis']);

describe.each(setups)('sign-in limits (%s, %s limiter)', (kind, limiterKind) => {
  let bff: TestBff;
  let redis: Redis | undefined;
  let account = 0;
  beforeAll(async () => {
    let rateLimiter: RateLimiter = createMemoryRateLimiter();
    if (limiterKind === 'redis') {
      redis = new Redis(process.env.REDIS_URL!);
      rateLimiter = createRedisRateLimiter(redis);
    }
    bff = await createTestBff({ kind, rateLimiter });
  });
  afterAll(async () => {
    await bff.close();
    redis?.disconnect();
  });

  /** A fresh account (names stay unique across runs against a shared Redis). */
  async function owner() {
    account += 1;
    const username = `owner${account}x${Date.now().toString(36)}`;
    await signUp(createClient(bff.app), username, 'secret-password');
    return username;
  }
  const signIn = (address: string, login: string, password: string, csrf = true) =>
    createClient(bff.app, { remoteAddress: address }).post('/api/v1/session', { user: { login, password } }, { csrf });

  it('counts nothing for posts without a CSRF token: 10 forged posts do not lock the owner out', async () => {
    const username = await owner();
    for (let attempt = 0; attempt < 12; attempt++) {
      const forged = await signIn(`10.9.${RUN}.9`, username, 'wrong-password', false);
      expect(forged.statusCode).toBe(403);
    }
    expect((await signIn(`10.9.${RUN}.9`, username, 'secret-password')).statusCode).toBe(200);
  });

  it('shares one budget between the username and the e-mail of an account', async () => {
    const username = await owner();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const login = attempt % 2 ? username : `${username.toUpperCase()}@example.com`;
      statuses.push((await signIn(`10.8.${RUN}.8`, login, 'wrong-password')).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const last = await signIn(`10.8.${RUN}.8`, username, 'wrong-password');
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // From that address even the right password waits now.
    expect((await signIn(`10.8.${RUN}.8`, `${username}@example.com`, 'secret-password')).statusCode).toBe(429);
  });

  it('lets the owner in from their own address while another address spends its budget', async () => {
    const username = await owner();
    for (let attempt = 0; attempt < 11; attempt++) {
      await signIn(`10.7.${RUN}.1`, attempt % 2 ? username : `${username}@example.com`, 'wrong-password');
    }
    expect((await signIn(`10.7.${RUN}.1`, username, 'secret-password')).statusCode).toBe(429);
    expect((await signIn('192.0.2.10', username, 'secret-password')).statusCode).toBe(200);
  });

  it('starts the count over after a successful sign-in', async () => {
    const username = await owner();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 9; attempt++) {
        expect((await signIn(`10.6.${RUN}.6`, username, 'wrong-password')).statusCode).toBe(401);
      }
      expect((await signIn(`10.6.${RUN}.6`, username, 'secret-password')).statusCode).toBe(200);
    }
  });

  it('answers 429 after too many attempts from one address across accounts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await signIn(`10.1.${RUN}.1`, `someone-${attempt}-${limiterKind}`, 'wrong-password')).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
