import type { EventStore } from './types.js';

export type AppendListener = (position: number) => void;

/**
 * Wraps a store so that local readers can be woken right after an append in this process
 * instead of waiting for their next poll. Appends by other processes are found by polling.
 */
export function observeAppends(store: EventStore): {
  store: EventStore;
  onAppend(listener: AppendListener): () => void;
} {
  const listeners = new Set<AppendListener>();
  return {
    store: {
      ...store,
      async append(streamId, events, options) {
        const result = await store.append(streamId, events, options);
        for (const listener of listeners) listener(result.position);
        return result;
      },
      async appendAll(appends) {
        const results = await store.appendAll(appends);
        const last = Math.max(...results.map((result) => result.position));
        for (const listener of listeners) listener(last);
        return results;
      },
    },
    onAppend(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
