import { sessionKey, type Session, type SessionStore } from './session-store.js';

/** Where ended sessions are announced to every process that keeps sessions (pub/sub: Redis or in-process). */
export interface SessionNotices {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
}

export const SESSIONS_ENDED_CHANNEL = 'sessions-ended';

/**
 * A session store whose answers this process keeps for a few seconds, so a signed-in request
 * does not read its session every time. Ending a session (sign-out, a new password ending the
 * others) drops it here and, through `notices`, in every other process at once; a kept session
 * still ends at its own expiry, and an answer read while a session ended is not kept.
 */
export async function keepSessions(
  store: SessionStore,
  notices: SessionNotices,
  options: { ttlMs: number; maxEntries: number; now?: () => number },
): Promise<SessionStore & { close(): Promise<void> }> {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { session: Session; until: number }>();
  let endings = 0;

  const drop = (notice: string) => {
    endings++;
    const [kind, id] = [notice.slice(0, notice.indexOf(':')), notice.slice(notice.indexOf(':') + 1)];
    if (kind === 'session') kept.delete(id);
    else for (const [key, entry] of kept) if (entry.session.userId === id) kept.delete(key);
  };
  const announce = async (notice: string) => {
    drop(notice);
    await notices.publish(SESSIONS_ENDED_CHANNEL, notice);
  };
  const unsubscribe = await notices.subscribe(SESSIONS_ENDED_CHANNEL, drop);

  return {
    create: (userId, ttlMs) => store.create(userId, ttlMs),
    async get(id) {
      const key = sessionKey(id);
      const entry = kept.get(key);
      if (entry && entry.until > now() && entry.session.expiresAt.getTime() > now()) return entry.session;
      kept.delete(key);
      const before = endings;
      const session = await store.get(id);
      if (session && endings === before) {
        kept.set(key, { session, until: now() + options.ttlMs });
        if (kept.size > options.maxEntries) kept.delete(kept.keys().next().value!);
      }
      return session;
    },
    async destroy(id) {
      await store.destroy(id);
      await announce(`session:${sessionKey(id)}`);
    },
    async destroyAllForUser(userId) {
      await store.destroyAllForUser(userId);
      await announce(`user:${userId}`);
    },
    close: unsubscribe,
  };
}
