import type { PubSub, PubSubListener } from './pubsub.js';

export function createInProcessPubSub(): PubSub {
  const channels = new Map<string, Set<PubSubListener>>();
  return {
    async publish(channel, message) {
      // Delivered asynchronously, as over a network, so callers never rely on re-entrancy.
      for (const listener of channels.get(channel) ?? []) queueMicrotask(() => listener(message, channel));
    },
    async subscribe(channel, listener) {
      const listeners = channels.get(channel) ?? new Set();
      listeners.add(listener);
      channels.set(channel, listeners);
      return async () => {
        listeners.delete(listener);
        if (listeners.size === 0) channels.delete(channel);
      };
    },
    async ping() {
      return true;
    },
    async close() {
      channels.clear();
    },
  };
}
