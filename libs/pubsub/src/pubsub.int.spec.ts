import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '@lectern/testing';
import { createInProcessPubSub, createRedisPubSub, type PubSub } from './index.js';

const kinds: [string, () => Promise<PubSub>][] = [['in-process', async () => createInProcessPubSub()]];
if (process.env.REDIS_URL) kinds.push(['redis', () => createRedisPubSub(process.env.REDIS_URL!)]);

describe.each(kinds)('pub/sub contract on %s', (_name, create) => {
  let a: PubSub;
  let b: PubSub;
  beforeAll(async () => {
    a = await create();
    b = await create();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('delivers to every subscriber of a channel and stops after unsubscribe', async () => {
    const shared = kinds.length > 1 && _name === 'redis';
    const receiver = shared ? b : a;
    const channel = `test:${Math.random()}`;
    const got: string[] = [];
    const unsubscribe = await receiver.subscribe(channel, (message) => got.push(message));
    await a.publish(channel, 'one');
    await a.publish(`${channel}:other`, 'not mine');
    await waitUntil(() => got.length === 1);
    await unsubscribe();
    await a.publish(channel, 'two');
    await a.publish(channel, 'three');
    // A round trip on a fresh subscription proves the earlier publishes have been processed.
    const probe: string[] = [];
    await receiver.subscribe(`${channel}:probe`, (message) => probe.push(message));
    await a.publish(`${channel}:probe`, 'done');
    await waitUntil(() => probe.length === 1);
    expect(got).toEqual(['one']);
    expect(await a.ping()).toBe(true);
  });
});
