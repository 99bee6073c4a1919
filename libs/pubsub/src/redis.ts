import { Redis } from 'ioredis';
import type { PubSub, PubSubListener } from './pubsub.js';

/** Redis pub/sub: one connection publishes, a second one (in subscriber mode) listens. */
export async function createRedisPubSub(url: string): Promise<PubSub> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const channels = new Map<string, Set<PubSubListener>>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const listener of channels.get(channel) ?? []) listener(message, channel);
  });
  return {
    async publish(channel, message) {
      await publisher.publish(channel, message);
    },
    async subscribe(channel, listener) {
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        await subscriber.subscribe(channel);
      }
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        if (listeners.size === 0 && channels.get(channel) === listeners) {
          channels.delete(channel);
          await subscriber.unsubscribe(channel);
        }
      };
    },
    async ping() {
      return (await publisher.ping().catch(() => '')) === 'PONG';
    },
    async close() {
      channels.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
