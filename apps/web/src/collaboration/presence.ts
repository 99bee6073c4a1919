import type { CollaborationMessage, UserState } from '@lectern/contracts';
import { TYPING_RESET_MS } from './timings';

/** spec/001 §4: online (viewing), idle, or inactive (no page of the deck open). */
export type Presence = 'online' | 'idle' | 'inactive';

export interface UserPresence {
  presence: Presence;
  slideId: string | null;
  /** Until when they count as typing (ms since the epoch), or 0. */
  typingUntil: number;
}

export type PresenceMap = ReadonlyMap<string, UserPresence>;

const PRESENCE_OF = { viewing: 'online', idle: 'idle', disconnected: 'inactive' } as const;

/** Everyone's presence as the deck was joined: those not listed have no page open. */
export function joinedPresence(users: readonly UserState[]): PresenceMap {
  return new Map(
    users.map((user) => [user.user_id, { presence: PRESENCE_OF[user.status], slideId: user.slide_id, typingUntil: 0 }]),
  );
}

/** The presence after a message of the deck (unchanged for messages about something else). */
export function nextPresence(map: PresenceMap, message: CollaborationMessage, now: number): PresenceMap {
  const known = (userId: string) => map.get(userId) ?? { presence: 'online' as const, slideId: null, typingUntil: 0 };
  const withUser = (userId: string, change: Partial<UserPresence>) =>
    new Map(map).set(userId, { ...known(userId), ...change });
  switch (message.type) {
    case 'collaboration:presence-changed':
      return withUser(message.user_id, {
        presence: PRESENCE_OF[message.status],
        slideId: message.slide_id,
        ...(message.status === 'disconnected' ? { typingUntil: 0 } : {}),
      });
    case 'collaboration:user-typing':
      return withUser(message.user_id, { typingUntil: now + TYPING_RESET_MS });
    case 'collaboration:user-typing-stopped':
      return withUser(message.user_id, { typingUntil: 0 });
    default:
      return map;
  }
}

export const presenceOf = (map: PresenceMap, userId: string | null): Presence =>
  (userId && map.get(userId)?.presence) || 'inactive';

/** Who types now, in the order they are listed. */
export const typingUsers = (map: PresenceMap, now: number) =>
  [...map].filter(([, user]) => user.typingUntil > now).map(([userId]) => userId);

/** When the next typing indicator runs out, to draw the list again then; null when nobody types. */
export function nextTypingExpiry(map: PresenceMap, now: number): number | null {
  const ends = [...map.values()].map((user) => user.typingUntil).filter((until) => until > now);
  return ends.length > 0 ? Math.min(...ends) : null;
}
