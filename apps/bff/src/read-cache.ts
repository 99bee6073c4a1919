/** Every key at once: a notice whose keys would not fit in it (`EVERYTHING_TOUCHED`). */
const EVERYTHING = '*';

/** An answer to keep, and the keys it was read under (`answerKeys`): touching any of them drops it. */
export interface Loaded<T> {
  value: T;
  keys: readonly string[];
  /** False for an answer no key would drop when it changes (one that names nothing, say): it is not kept. */
  keep?: boolean;
}

/**
 * Answers read from the read models, kept until a projection says that an event touched one of
 * the keys they were read under (its checkpoint notice, as the change commits), or until they
 * expire, whichever comes first. An answer whose keys were touched while it was being read is
 * not kept: it may have been read before the change.
 */
export interface ReadCache<T> {
  /** The kept answer, or `load`'s (kept when it answers one). */
  read(id: string, load: () => Promise<Loaded<T>>): Promise<T>;
  /** Drops the answers read under any of these keys. */
  touched(keys: readonly string[]): void;
  /** Changes a kept answer, if there is one, as a write known to this process changed it (its keys stay). */
  revise(id: string, change: (value: T) => T): void;
}

interface Entry<T> {
  value: T;
  keys: readonly string[];
  expires: number;
}

export function createReadCache<T>(options: { maxEntries: number; ttlMs: number; now?: () => number }): ReadCache<T> {
  const now = options.now ?? Date.now;
  /** In the order they were last read: the first is the one to drop when full. */
  const entries = new Map<string, Entry<T>>();
  const idsByKey = new Map<string, Set<string>>();
  /** While reads are in flight: when each key was last touched (a counter of notices). */
  const touchedAt = new Map<string, number>();
  let notices = 0;
  let inFlight = 0;

  function drop(id: string) {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    for (const key of entry.keys) {
      const ids = idsByKey.get(key);
      ids?.delete(id);
      if (ids?.size === 0) idsByKey.delete(key);
    }
  }

  function keep(id: string, loaded: Loaded<T>) {
    drop(id);
    entries.set(id, { value: loaded.value, keys: loaded.keys, expires: now() + options.ttlMs });
    for (const key of loaded.keys) {
      const ids = idsByKey.get(key) ?? new Set<string>();
      ids.add(id);
      idsByKey.set(key, ids);
    }
    if (entries.size > options.maxEntries) drop(entries.keys().next().value!);
  }

  const touchedSince = (keys: readonly string[], notice: number) =>
    [EVERYTHING, ...keys].some((key) => (touchedAt.get(key) ?? -1) > notice);

  return {
    async read(id, load) {
      const entry = entries.get(id);
      if (entry && entry.expires > now()) {
        entries.delete(id);
        entries.set(id, entry);
        return entry.value;
      }
      const startedAt = notices;
      inFlight++;
      try {
        const loaded = await load();
        if (loaded.keep !== false && !touchedSince(loaded.keys, startedAt)) keep(id, loaded);
        return loaded.value;
      } finally {
        if (--inFlight === 0) touchedAt.clear();
      }
    },
    revise(id, change) {
      const entry = entries.get(id);
      if (entry) entry.value = change(entry.value);
    },
    touched(keys) {
      if (keys.length === 0) return;
      notices++;
      for (const key of keys) {
        if (inFlight > 0) touchedAt.set(key, notices);
        if (key === EVERYTHING) for (const id of [...entries.keys()]) drop(id);
        else for (const id of [...(idsByKey.get(key) ?? [])]) drop(id);
      }
    },
  };
}
