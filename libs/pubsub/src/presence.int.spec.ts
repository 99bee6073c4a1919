import { afterAll, describe, expect, it } from 'vitest';
import { waitUntil } from '@lectern/testing';
import {
  createInProcessPubSub,
  createPresenceBoard,
  createRedisPubSub,
  type PresenceEntry,
  type PubSub,
} from './index.js';

const kinds: [string, () => Promise<[PubSub, PubSub]>][] = [
  [
    'in-process',
    async () => {
      const shared = createInProcessPubSub();
      return [shared, shared];
    },
  ],
];
if (process.env.REDIS_URL)
  kinds.push([
    'redis',
    async () => [await createRedisPubSub(process.env.REDIS_URL!), await createRedisPubSub(process.env.REDIS_URL!)],
  ]);

describe.each(kinds)('presence between two processes on %s', (_name, connect) => {
  const closing: PubSub[] = [];
  afterAll(async () => {
    for (const pubsub of new Set(closing)) await pubsub.close();
  });
  const deck = `deck-${Math.random().toString(36).slice(2)}`;
  const entry = (connectionId: string, userId: string, status: PresenceEntry['status'] = 'viewing') => ({
    connectionId,
    deckId: deck,
    userId,
    status,
    slideId: 'intro',
  });

  it('tells one process what the other announces, changes and removes', async () => {
    const [a, b] = await connect();
    closing.push(a, b);
    const realtime = createPresenceBoard(a);
    const bff = createPresenceBoard(b);
    await realtime.start();
    await bff.start();
    await realtime.set(entry('c1', 'alice'));
    await realtime.set(entry('c2', 'alice', 'idle'));
    expect(realtime.userPresence(deck, 'alice')).toBe('active');
    await waitUntil(() => bff.inDeck(deck).length === 2);
    expect(bff.userPresence(deck, 'alice')).toBe('active');
    expect(bff.userPresence(deck, 'bob')).toBe('absent');
    expect(bff.userPresence(`${deck}-other`, 'alice')).toBe('absent');
    await realtime.remove('c1');
    await waitUntil(() => bff.userPresence(deck, 'alice') === 'idle');
    await realtime.stop();
    await waitUntil(() => bff.userPresence(deck, 'alice') === 'absent');
    await bff.stop();
  });

  it('learns what was announced before it started, and forgets entries nobody announces again', async () => {
    const [a, b] = await connect();
    closing.push(a, b);
    let clock = 1_000;
    const realtime = createPresenceBoard(a);
    await realtime.start();
    await realtime.set(entry('c3', 'carol'));
    const late = createPresenceBoard(b, { ttlMs: 30_000, now: () => clock });
    await late.start();
    await waitUntil(() => late.userPresence(deck, 'carol') === 'active');
    // The process holding carol's page stops without a word: her entry lapses.
    clock += 30_001;
    expect(late.userPresence(deck, 'carol')).toBe('absent');
    await late.stop();
    await realtime.stop();
  });
});
