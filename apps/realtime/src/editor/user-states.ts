import type { UserState } from '@lectern/contracts';
import type { PresenceEntry } from '@lectern/pubsub';

/**
 * Each user's presence in a deck from their open pages: viewing when any page is, else idle; the
 * slide of the page that counts (a viewing one first).
 */
export function userStates(entries: readonly PresenceEntry[]): UserState[] {
  const byUser = new Map<string, PresenceEntry>();
  for (const entry of entries) {
    const known = byUser.get(entry.userId);
    if (!known || (known.status === 'idle' && entry.status === 'viewing')) byUser.set(entry.userId, entry);
  }
  return [...byUser.values()].map((entry) => ({
    user_id: entry.userId,
    status: entry.status,
    slide_id: entry.slideId,
  }));
}
