import type { EventStore } from './types.js';

export type AppendListener = (position: number) => void;

/**
 * Wraps a store so that local readers can be woken right after an append in this process
 * instead of waiting for their next poll; `announce` wakes them for appends heard of otherwise.
 */
export function observeAppends(store: EventStore): {
  store: EventStore;
  onAppend(listener: AppendListener): () => void;
  /** Tells the listeners of an append heard of otherwise (another process's, announced by the database). */
  announce: AppendListener;
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
    announce(position) {
      for (const listener of listeners) listener(position);
    },
    onAppend(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
