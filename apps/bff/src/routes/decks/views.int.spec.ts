import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckViewsStreamId } from '@lectern/domain';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '@lectern/rate-limit';
import { availableDatabaseKinds, type TestDatabaseKind } from '@lectern/testing';
import { createClient, createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

const setups: [TestDatabaseKind, string][] = availableDatabaseKinds().map((kind) => [kind, 'memory']);
if (process.env.REDIS_URL && process.env.DATABASE_URL) setups.push(['postgres', 'redis']);

describe.each(setups)('deck views (%s, %s limiter)', (kind, limiterKind) => {
  let bff: TestBff;
  let redis: Redis | undefined;
  let owner: TestClient;
  beforeAll(async () => {
    let rateLimiter: RateLimiter = createMemoryRateLimiter();
    if (limiterKind === 'redis') {
      redis = new Redis(process.env.REDIS_URL!);
      rateLimiter = createRedisRateLimiter(redis);
    }
    bff = await createTestBff({ kind, rateLimiter });
    owner = await signedUpClient(bff.app, 'viewowner');
  });
  afterAll(async () => {
    await bff.close();
    redis?.disconnect();
  });

  const viewCount = async (deckId: string) => (await owner.get(`/api/v1/decks/${deckId}`)).json().deck.view_count;
  const viewEvents = async (deckId: string) => (await bff.store.readStream(deckViewsStreamId(deckId))).length;

  it('counts 200 views from one anonymous visitor as one view and one event', async () => {
    const deck = await createDeck(owner, { visibility: 'all' });
    const visitor = createClient(bff.app);
    const statuses = new Set<number>();
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => visitor.post(`/api/v1/decks/${deck.id}/views`)),
      );
      for (const answer of answers) statuses.add(answer.statusCode);
    }
    expect([...statuses]).toEqual([204]);
    await expect.poll(() => viewCount(deck.id)).toBe(1);
    expect(await viewEvents(deck.id)).toBe(1);
  });

  it('counts each visitor once: other addresses and signed-in people add their own view', async () => {
    const deck = await createDeck(owner, { visibility: 'all' });
    const reader = await signedUpClient(bff.app, `reader${kind}${limiterKind}`);
    for (const client of [createClient(bff.app), createClient(bff.app), reader, reader, owner]) {
      expect((await client.post(`/api/v1/decks/${deck.id}/views`)).statusCode).toBe(204);
    }
    await expect.poll(() => viewCount(deck.id)).toBe(3);
    expect(await viewEvents(deck.id)).toBe(3);
  });

  it('counts a view sent without the CSRF seed (an embed framed on another site) once per visitor and day', async () => {
    const deck = await createDeck(owner, { visibility: 'all' });
    const framed = createClient(bff.app);
    for (let view = 0; view < 3; view++) {
      const answer = await framed.post(`/api/v1/decks/${deck.id}/views`, undefined, { csrf: false });
      expect(answer.statusCode, answer.body).toBe(204);
    }
    await expect.poll(() => viewCount(deck.id)).toBe(1);
    expect(await viewEvents(deck.id)).toBe(1);
  });
});
