import type { PubSub } from './pubsub.js';

/** One open editor or review page of a deck (a socket), as every process learns of it. */
export interface PresenceEntry {
  connectionId: string;
  deckId: string;
  userId: string;
  /** viewing: active in the last idle period; idle: the page has seen no input for that long. */
  status: 'viewing' | 'idle';
  slideId: string | null;
}

/** Where a user is in a deck: online and active, idle, or absent (no page of the deck open). */
export type UserPresence = 'active' | 'idle' | 'absent';

/** The channel every process announces its connections on. */
export const PRESENCE_CHANNEL = 'editor:presence';
/** An entry not announced again within this long is gone (its process stopped without saying so). */
export const PRESENCE_TTL_MS = 30_000;

type Announcement =
  | { kind: 'set'; entries: PresenceEntry[] }
  | { kind: 'remove'; connectionId: string }
  /** A process that just started asks the others to announce what they hold. */
  | { kind: 'roll-call' };

/**
 * Presence shared between processes over pub/sub only: each process announces its own connections
 * (again every third of the TTL, and whenever a process starts and calls the roll), and keeps what
 * the others announce until it expires. Realtime writes it; the BFF reads it to decide handovers.
 */
export function createPresenceBoard(pubsub: PubSub, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? PRESENCE_TTL_MS;
  const now = options.now ?? Date.now;
  const local = new Map<string, PresenceEntry>();
  const heard = new Map<string, { entry: PresenceEntry; until: number }>();
  let unsubscribe: (() => Promise<void>) | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const announce = (message: Announcement) => pubsub.publish(PRESENCE_CHANNEL, JSON.stringify(message));
  const announceAll = () =>
    local.size === 0 ? Promise.resolve() : announce({ kind: 'set', entries: [...local.values()] });

  function hear(text: string) {
    let message: Announcement;
    try {
      message = JSON.parse(text) as Announcement;
    } catch {
      return;
    }
    if (message.kind === 'set')
      for (const entry of message.entries) heard.set(entry.connectionId, { entry, until: now() + ttlMs });
    else if (message.kind === 'remove') heard.delete(message.connectionId);
    else void announceAll();
  }

  /** Every live entry of the deck; this process's own without waiting for them to come back. */
  function inDeck(deckId: string): PresenceEntry[] {
    const entries = new Map<string, PresenceEntry>();
    const at = now();
    for (const [connectionId, { entry, until }] of heard) {
      if (until < at) heard.delete(connectionId);
      else if (entry.deckId === deckId) entries.set(connectionId, entry);
    }
    for (const entry of local.values()) if (entry.deckId === deckId) entries.set(entry.connectionId, entry);
    return [...entries.values()];
  }

  return {
    async start() {
      unsubscribe = await pubsub.subscribe(PRESENCE_CHANNEL, hear);
      timer = setInterval(() => void announceAll().catch(() => undefined), ttlMs / 3);
      timer.unref();
      await announce({ kind: 'roll-call' });
    },
    async stop() {
      if (timer) clearInterval(timer);
      const leaving = [...local.keys()];
      local.clear();
      for (const connectionId of leaving) await announce({ kind: 'remove', connectionId }).catch(() => undefined);
      await unsubscribe?.();
    },
    /** Announces one of this process's connections, new or changed. */
    async set(entry: PresenceEntry) {
      local.set(entry.connectionId, entry);
      await announce({ kind: 'set', entries: [entry] });
    },
    async remove(connectionId: string) {
      if (!local.delete(connectionId)) return;
      heard.delete(connectionId);
      await announce({ kind: 'remove', connectionId });
    },
    inDeck,
    /** A user's presence in a deck: active when any of their pages is, idle when all are, else absent. */
    userPresence(deckId: string, userId: string): UserPresence {
      const statuses = inDeck(deckId)
        .filter((entry) => entry.userId === userId)
        .map((entry) => entry.status);
      if (statuses.length === 0) return 'absent';
      return statuses.includes('viewing') ? 'active' : 'idle';
    },
  };
}

export type PresenceBoard = ReturnType<typeof createPresenceBoard>;
